import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { USER_DIRECTORY, type NewUser, type UserDirectory } from '../../identity/public/user-directory';
import { FIRST_MANAGER_ROLES } from '../accounts.options';
import { accountAggregate } from './account.aggregate';
import type { AccountCommand } from '../domain/account.commands';
import { decideAccount } from '../domain/account.decide';
import { memberAggregate } from './member.aggregate';
import { memberKey } from '../domain/member.events';
import { decideMember } from '../domain/member.decide';
import { AccountNameReservations } from '../store/account-name-reservations';
import { directoryContext } from './directory-context';
import { newId } from '../../../core/aggregates/new-id';

export type FirstManager = { kind: 'existing'; userId: string } | { kind: 'new'; user: NewUser };

/** A new organisation with its first manager (registration: actor null, the new manager acts; admin). */
export class CreateAccount {
  readonly id = newId();
  constructor(
    readonly actorId: string | null,
    readonly data: Extract<AccountCommand, { type: 'CreateAccount' }>['data'],
    readonly manager: FirstManager,
    /** Registration: the new manager accepted the terms with the form. */
    readonly managerAcceptedTerms = false,
  ) {}
}

export interface AccountCreated {
  accountId: string;
  managerId: string;
  result: AppendResult;
}

/**
 * Reserves name and domain first (unique), then creates the manager's user if new,
 * then appends the account and the membership; a failure gives the name back.
 */
@CommandHandler(CreateAccount)
export class CreateAccountHandler implements ICommandHandler<CreateAccount, AccountCreated> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reservations: AccountNameReservations,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async execute({ id, actorId, data, manager, managerAcceptedTerms }: CreateAccount): Promise<AccountCreated> {
    const names = { name: data.name, domain: data.domain };
    await this.reservations.reserve(id, names);
    let appended = false;
    try {
      const base = commandContext(id, actorId);
      const managerId = manager.kind === 'existing' ? manager.userId : (await this.users.createUser(manager.user, directoryContext(base))).id;
      const ctx = { ...base, actorId: actorId ?? managerId };
      const command: AccountCommand = {
        type: 'CreateAccount',
        data: { ...data, created_by: ctx.actorId, ...(managerAcceptedTerms ? { terms_accepted_by: managerId } : {}) },
      };
      await this.repository.execute(accountAggregate, ctx, id, (state) => decideAccount(command, state));
      appended = true;
      const result = await this.repository.execute(memberAggregate, ctx, memberKey(id, managerId), (state) =>
        decideMember({ type: 'AddMember', data: { user_id: managerId, roles: [...FIRST_MANAGER_ROLES], slot_free: true } }, state),
      );
      // Several appends (user, account, member): the answer waits for every projection, not only the member's.
      return { accountId: id, managerId, result: { ...result, eventTypes: undefined } };
    } catch (error) {
      // Once the account exists its name is taken for good; before, it goes back.
      if (!appended) await this.reservations.release(id, names);
      throw error;
    }
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { NewMemberInput, Role } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { memberAggregate } from './member.aggregate';
import type { MemberCommand } from '../domain/member.commands';
import { decideMember, isPortalMember } from '../domain/member.decide';
import { memberKey } from '../domain/member.events';
import { initialMemberState } from '../domain/member.state';
import { AccountReader } from '../queries/account-reader';
import { directoryContext } from './directory-context';
import { DomainRefusal, RefusalFieldErrors } from '@kollab/contracts';

/** `temporary_password`: the new user signs in with it first; `invite`: an activation link by mail. */
export type Onboarding = { kind: 'temporary_password'; password: string | undefined } | { kind: 'invite' };

export class AddMember {
  constructor(
    readonly context: CommandContext,
    readonly input: NewMemberInput,
    readonly onboarding: Onboarding,
  ) {}
}

export interface MemberAdded {
  userId: string;
  result: AppendResult;
}

/** A portal member holds the contact role alone: a contact is never also staff. */
function rolesOf(input: NewMemberInput): Role[] {
  const roles: Role[] = [...new Set<Role>(input.roles ?? ['user'])];
  if (isPortalMember(roles) && roles.length > 1) throw DomainRefusal.fields({ roles: [{ key: 'validation.invalid' }] });
  return roles;
}

/**
 * Adds a user by e-mail: an existing one as they are, a new one created through
 * identity. Slots are checked before a user is created, so a full account leaves no
 * orphan user behind. (Two managers adding at the same instant may exceed a slot by
 * one: the count is read, not locked.)
 */
@CommandHandler(AddMember)
export class AddMemberHandler implements ICommandHandler<AddMember, MemberAdded> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reader: AccountReader,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async execute({ context, input, onboarding }: AddMember): Promise<MemberAdded> {
    const accountId = context.accountId;
    const roles = rolesOf(input);
    const [account, counts] = await Promise.all([this.reader.account(accountId), this.reader.counts(accountId)]);
    if (!account || account.deleted) throw DomainRefusal.notFound();
    const slotFree = isPortalMember(roles) ? counts.activePortalUsers < account.portal_user_slots : counts.activeUsers < account.user_slots;
    const command = (userId: string): MemberCommand => ({ type: 'AddMember', data: { user_id: userId, roles, slot_free: slotFree } });
    decideMember(command('-'), initialMemberState());

    const existing = await this.users.findByEmail(input.email);
    const userId = existing?.id ?? (await this.createUser(context, input, onboarding));
    const result = await this.repository.execute(memberAggregate, context, memberKey(accountId, userId), (state) =>
      decideMember(command(userId), state),
    );
    // A new user was appended first (identity): the answer then waits for every projection, not only the member's.
    return { userId, result: existing ? result : { ...result, eventTypes: undefined } };
  }

  private async createUser(context: CommandContext, input: NewMemberInput, onboarding: Onboarding): Promise<string> {
    const missing: RefusalFieldErrors = {};
    for (const field of ['username', 'first_name', 'last_name'] as const) {
      if (!input[field]?.trim()) missing[field] = [{ key: 'validation.required' }];
    }
    if (onboarding.kind === 'temporary_password' && !onboarding.password) missing.temporary_password = [{ key: 'validation.required' }];
    if (Object.keys(missing).length) throw DomainRefusal.fields(missing);
    const user = await this.users.createUser(
      {
        email: input.email,
        username: input.username!.trim(),
        first_name: input.first_name!.trim(),
        last_name: input.last_name!.trim(),
        locale: input.locale,
        ...(onboarding.kind === 'temporary_password' ? { temporaryPassword: onboarding.password } : {}),
      },
      directoryContext(context),
    );
    return user.id;
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ManageableRole } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { memberAggregate } from './member.aggregate';
import type { MemberCommand } from '../domain/member.commands';
import { decideMember } from '../domain/member.decide';
import { memberKey } from '../domain/member.events';
import type { MemberState } from '../domain/member.state';
import { AccountReader, type MemberCounts } from '../queries/account-reader';
import { DomainRefusal } from '@kollab/contracts';

export type MemberChange =
  | { type: 'GrantMemberRole'; role: ManageableRole }
  | { type: 'RevokeMemberRole'; role: ManageableRole }
  | { type: 'ChangeMemberStatus'; status: 'active' | 'inactive' }
  | { type: 'RemoveMember' };

/** A manager's change to a member of their own account (the account comes from the signature, the user from the path). */
export class ChangeMember {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly change: MemberChange,
  ) {}
}

/** Other active managers than this member: the last one keeps the role (counts from the read model). */
function otherActiveManagers(state: MemberState, counts: MemberCounts): number {
  const self = state.status === 'active' && state.roles.includes('manager') ? 1 : 0;
  return Math.max(counts.activeManagers - self, 0);
}

@CommandHandler(ChangeMember)
export class ChangeMemberHandler implements ICommandHandler<ChangeMember, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reader: AccountReader,
  ) {}

  async execute({ context, userId, change }: ChangeMember): Promise<AppendResult> {
    const accountId = context.accountId;
    const [account, counts] = await Promise.all([this.reader.account(accountId), this.reader.counts(accountId)]);
    if (!account || account.deleted) throw DomainRefusal.notFound();
    const actor = context.actorId ?? '';
    const commandFor = (state: MemberState): MemberCommand => {
      switch (change.type) {
        case 'GrantMemberRole':
          return { type: 'GrantMemberRole', data: { role: change.role } };
        case 'RevokeMemberRole':
          return { type: 'RevokeMemberRole', data: { role: change.role, other_active_managers: otherActiveManagers(state, counts) } };
        case 'ChangeMemberStatus': {
          const slotFree = state.portal ? counts.activePortalUsers < account.portal_user_slots : counts.activeUsers < account.user_slots;
          return {
            type: 'ChangeMemberStatus',
            data: { status: change.status, actor_id: actor, slot_free: slotFree, other_active_managers: otherActiveManagers(state, counts) },
          };
        }
        case 'RemoveMember':
          return { type: 'RemoveMember', data: { actor_id: actor, other_active_managers: otherActiveManagers(state, counts) } };
        default: {
          const unknown: never = change;
          return unknown;
        }
      }
    };
    return this.repository.execute(memberAggregate, context, memberKey(accountId, userId), (state) => decideMember(commandFor(state), state));
  }
}

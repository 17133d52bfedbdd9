import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TeamPermission } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { MEMBERSHIP_DIRECTORY, type Membership, type MembershipDirectory } from '../../accounts/public/membership-directory';
import type { TeamActor } from '../domain/team.commands';
import { decideOnTeam } from './decide-on-team';

export class AddTeamMember {
  constructor(
    readonly context: CommandContext,
    readonly teamId: string,
    readonly actor: TeamActor,
    readonly member: { user_id: string; permissions: TeamPermission[]; extended_permissions: boolean },
  ) {}
}

/** Team members are active users of the account: the role user, not a portal user (contact). */
export function mayJoinTeams(membership: Membership | undefined): boolean {
  return !!membership && membership.status === 'active' && membership.roles.includes('user') && !membership.roles.includes('contact');
}

/**
 * Reads whether the user may join (MEMBERSHIP_DIRECTORY, in the caller's account only:
 * a user of another organisation reads as not eligible), then decides on the team.
 */
@CommandHandler(AddTeamMember)
export class AddTeamMemberHandler implements ICommandHandler<AddTeamMember, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
  ) {}

  async execute({ context, teamId, actor, member }: AddTeamMember): Promise<AppendResult> {
    const eligible = mayJoinTeams(await this.memberships.membership(context.accountId, member.user_id));
    return decideOnTeam(this.repository, context, teamId, () => ({ type: 'AddTeamMember', data: { ...member, eligible, actor } }));
  }
}

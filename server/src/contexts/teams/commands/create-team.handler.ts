import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TeamPermission } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import type { TeamActor } from '../domain/team.commands';
import { mayJoinTeams } from './add-team-member.handler';
import { decideOnTeam } from './decide-on-team';
import { newId } from '../../../core/aggregates/new-id';

export interface NamedMember {
  user_id: string;
  permissions: TeamPermission[];
  extended_permissions: boolean;
}

/** A manager creates a team in their account (a new stream `team-<uuid>`), with its first members. */
export class CreateTeam {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly actor: TeamActor,
    readonly name: string,
    readonly short: string,
    /** Named in the create body; the creator becomes the first admin unless one of them is. */
    readonly members: readonly NamedMember[] = [],
  ) {}
}

/**
 * Reads whether the creator and each named member may join teams (MEMBERSHIP_DIRECTORY, in
 * the caller's account only), then decides: TeamCreated and a TeamMemberAdded per first member.
 */
@CommandHandler(CreateTeam)
export class CreateTeamHandler implements ICommandHandler<CreateTeam, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
  ) {}

  async execute({ context, id, actor, name, short, members }: CreateTeam): Promise<AppendResult> {
    const eligible = async (userId: string) => mayJoinTeams(await this.memberships.membership(context.accountId, userId));
    const creator_eligible = await eligible(actor.user_id);
    const named = await Promise.all(members.map(async (member) => ({ ...member, eligible: await eligible(member.user_id) })));
    return decideOnTeam(this.repository, context, id, () => ({ type: 'CreateTeam', data: { name, short, actor, creator_eligible, members: named } }));
  }
}

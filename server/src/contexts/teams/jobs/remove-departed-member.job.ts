import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext } from '../../../core/aggregates/command-context';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { unlessGone } from '../../../core/jobs/unless-gone';
import { ReadYourWrites } from '../../../core/projections/read-your-writes';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { ChangeTeam } from '../commands/change-team.handler';
import { TEAM_DIRECTORY, type TeamDirectory } from '../public/team-directory';

export interface RemoveDepartedMemberJobData {
  account_id: string;
  user_id: string;
  /** The MemberRemoved event: the cause of the removals, and the position the read models must reach first. */
  event_id: string;
  position: number;
}

/**
 * After accounts' MemberRemoved: removes the user from every team of that account
 * (TeamMemberRemoved, reason left_account; the last admin goes too, managers keep the
 * team). Idempotent: a team the user already left records nothing.
 */
@Injectable()
export class RemoveDepartedMemberJob implements JobDefinition<RemoveDepartedMemberJobData> {
  static readonly jobName = 'RemoveDepartedMemberJob';
  readonly name = RemoveDepartedMemberJob.jobName;
  readonly attempts = 8;
  readonly backoffMs = 2000;

  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: ReadYourWrites,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
  ) {}

  async handle({ account_id, user_id, event_id, position }: RemoveDepartedMemberJobData): Promise<void> {
    // The team memberships must include every team change before the removal, and the
    // members read model the removal itself: wait for both (a retry when they lag).
    if (!(await this.readModels.waitForPosition(position))) throw new Error(`read models have not reached position ${position}`);
    if (await this.memberships.membership(account_id, user_id)) return; // added back to the organisation meanwhile
    const context = commandContext(account_id, null, { causationId: event_id });
    for (const grant of await this.teams.grantsOf(account_id, user_id)) {
      // A team deleted meanwhile: nothing left to leave.
      await unlessGone(this.commands.execute(new ChangeTeam(context, grant.team_id, { type: 'RemoveDepartedMember', data: { user_id } })));
    }
  }
}

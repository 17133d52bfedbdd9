import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { rooms, STAFF_ROLES } from '@kollab/contracts';
import { JOB_QUEUE, type JobQueue } from '../../core/jobs/job-queue';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { ReactionsService } from '../../core/reactions/reactions.service';
import { SocketAccess } from '../../core/realtime/socket-access';
import { ViewAudiences } from '../../core/realtime/view-audiences';
import { TeamsController } from './api/teams.controller';
import { AddTeamMemberHandler } from './commands/add-team-member.handler';
import { ChangeTeamHandler } from './commands/change-team.handler';
import { CreateTeamHandler } from './commands/create-team.handler';
import { RemoveDepartedMemberJob } from './jobs/remove-departed-member.job';
import { TEAM_MEMBERSHIPS_COLLECTION, TEAMS_COLLECTION, teamListProjection } from './projections/team-list.projection';
import { GetPastTeamHandler } from './queries/get-past-team.handler';
import { GetTeamHandler } from './queries/get-team.handler';
import { GetTeamHistoryHandler } from './queries/get-team-history.handler';
import { ListTeamsHandler } from './queries/list-teams.handler';
import { removeDepartedMemberReaction } from './reactions/remove-departed-member.reaction';
import { TeamsPublicModule } from './teams-public.module';

/** The teams context (issue 5): teams, their members and permissions; TEAM_DIRECTORY for the others. */
@Module({
  imports: [TeamsPublicModule],
  controllers: [TeamsController],
  providers: [
    CreateTeamHandler,
    ChangeTeamHandler,
    AddTeamMemberHandler,
    ListTeamsHandler,
    GetTeamHandler,
    GetPastTeamHandler,
    GetTeamHistoryHandler,
    RemoveDepartedMemberJob,
  ],
})
export class TeamsModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly projections: ProjectionRegistry,
    private readonly reactions: ReactionsService,
    private readonly audiences: ViewAudiences,
    private readonly socketAccess: SocketAccess,
    private readonly removeDepartedMember: RemoveDepartedMemberJob,
  ) {}

  onModuleInit(): void {
    this.projections.register(teamListProjection);
    this.jobs.register(this.removeDepartedMember);
    this.reactions.register(removeDepartedMemberReaction);
    // The staff sees teams change (without permissions: the row holds none; portal users read
    // no teams); a user whose teams or permissions changed gets their own grants, to reload
    // signature and permissions.
    this.audiences.register({
      collection: TEAMS_COLLECTION,
      context: 'teams',
      view: 'team',
      rooms: (c) => STAFF_ROLES.map((role) => rooms.role(c.accountId, role)),
    });
    this.audiences.register({
      collection: TEAM_MEMBERSHIPS_COLLECTION,
      context: 'teams',
      view: 'memberships',
      rooms: (c) => [rooms.user(c.id)],
    });
    // Their open sockets follow at once (team rooms, derived team_admin, presence on the team's items).
    this.socketAccess.watch({ collection: TEAM_MEMBERSHIPS_COLLECTION, sockets: (c) => [rooms.user(c.id)] });
  }
}

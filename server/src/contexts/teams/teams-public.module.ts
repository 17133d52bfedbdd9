import { Global, Module } from '@nestjs/common';
import { ReadModelTeamDirectory } from './public/read-model-team-directory';
import { TEAM_DIRECTORY } from './public/team-directory';
import { TeamReader } from './queries/team-reader';

/**
 * The port the teams context offers everyone: TEAM_DIRECTORY (the Account signature,
 * GET v1/users/{id}/permissions, later the policy service, socket rooms and jobs).
 * Global, so the accounts context reads grants without importing this context.
 */
@Global()
@Module({
  providers: [TeamReader, ReadModelTeamDirectory, { provide: TEAM_DIRECTORY, useExisting: ReadModelTeamDirectory }],
  exports: [TEAM_DIRECTORY, TeamReader],
})
export class TeamsPublicModule {}

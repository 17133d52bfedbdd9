import { Global, Module } from '@nestjs/common';
import { ReadModelTeamDirectory } from './public/read-model-team-directory';
import { ReadModelTeamNames } from './public/read-model-team-names';
import { TEAM_DIRECTORY } from './public/team-directory';
import { TEAM_NAMES } from './public/team-names';
import { TeamReader } from './queries/team-reader';

/**
 * The ports the teams context offers everyone: TEAM_NAMES (prints) and TEAM_DIRECTORY (the Account signature,
 * GET v1/users/{id}/permissions, later the policy service, socket rooms and jobs).
 * Global, so the accounts context reads grants without importing this context.
 */
@Global()
@Module({
  providers: [
    TeamReader,
    ReadModelTeamDirectory,
    { provide: TEAM_DIRECTORY, useExisting: ReadModelTeamDirectory },
    ReadModelTeamNames,
    { provide: TEAM_NAMES, useExisting: ReadModelTeamNames },
  ],
  exports: [TEAM_DIRECTORY, TEAM_NAMES, TeamReader],
})
export class TeamsPublicModule {}

import type { CommandContext } from '../../../core/aggregates/command-context';
import type { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { TeamCommand } from '../domain/team.commands';
import { decideTeam } from '../domain/team.decide';
import type { TeamState } from '../domain/team.state';
import { teamAggregate } from './team.aggregate';

const ATTEMPTS = 5;

/**
 * Loads `team-<id>`, decides `command(state)` and appends with the version decided on;
 * a domain refusal becomes the API's error (403/404/409/422). Without `basedOn`
 * (If-Match) the caller asked about the team as it is now, so a concurrent change to it
 * (another member added meanwhile) is decided again on the new state instead of
 * failing: two admins removing each other then end with one refusal
 * (teams.last_admin_cannot_be_removed), and two adds of one user with
 * teams.user_already_member. With `basedOn` a stale edit stays a 409.
 */
export async function decideOnTeam(
  repository: EventSourcedRepository,
  context: CommandContext,
  id: string,
  command: (state: TeamState) => TeamCommand,
  basedOn?: number,
): Promise<AppendResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await repository.execute(teamAggregate, context, id, (state) => decideTeam(command(state), state), basedOn);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || basedOn !== undefined || attempt >= ATTEMPTS) throw error;
    }
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { AddTeamMember, CreateTeam, TeamCommand } from '../domain/team.commands';
import { decideOnTeam } from './decide-on-team';

/** Every change of an existing team that needs no fact beyond its stream and the caller. */
export type TeamChange = Exclude<TeamCommand, CreateTeam | AddTeamMember>;

/**
 * Rename, delete, change a member's permissions, remove a member (by a manager or the
 * team's admin), or remove a user who left the organisation (the system). `basedOn`:
 * the version from If-Match.
 */
export class ChangeTeam {
  constructor(
    readonly context: CommandContext,
    readonly teamId: string,
    readonly change: TeamChange,
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(ChangeTeam)
export class ChangeTeamHandler implements ICommandHandler<ChangeTeam, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, teamId, change, basedOn }: ChangeTeam): Promise<AppendResult> {
    return decideOnTeam(this.repository, context, teamId, () => change, basedOn);
  }
}

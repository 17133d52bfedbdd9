import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { TeamActor } from '../domain/team.commands';
import { decideOnTeam } from './decide-on-team';

/** A manager creates a team in their account (a new stream `team-<uuid>`). */
export class CreateTeam {
  readonly id = randomUUID();
  constructor(
    readonly context: CommandContext,
    readonly actor: TeamActor,
    readonly name: string,
    readonly short: string,
  ) {}
}

@CommandHandler(CreateTeam)
export class CreateTeamHandler implements ICommandHandler<CreateTeam, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, actor, name, short }: CreateTeam): Promise<AppendResult> {
    return decideOnTeam(this.repository, context, id, () => ({ type: 'CreateTeam', data: { name, short, actor } }));
  }
}

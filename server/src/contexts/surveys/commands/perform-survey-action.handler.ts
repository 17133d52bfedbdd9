import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { CreateSurvey, SurveyCommand } from '../domain/survey.commands';
import type { LiveSurvey } from '../domain/survey.state';
import type { BallotBox } from './ballot-box';
import { BALLOT_BOX, decideOnSurvey, type SurveyPermission } from './decide-on-survey';
import { SurveyFactsReader } from './survey-facts.reader';

/** Every command on an existing survey: PATCH, status, delete, answers, and the jobs' (permission null). */
export type SurveyAction = Exclude<SurveyCommand, CreateSurvey>;

export class PerformSurveyAction {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly permission: SurveyPermission,
    /** The command, or made from the survey as loaded (a job's, which reads its dates). */
    readonly action: SurveyAction | ((survey: LiveSurvey) => SurveyAction),
    /** If-Match or the body's `version`. */
    readonly basedOn?: number,
  ) {}
}

/**
 * One path for every command on an existing survey: the policy first (404 when the caller may
 * not read it, 403 when not the action), then the decider. A change looks up its assignees
 * (members who may answer) once the policy allowed it.
 */
@CommandHandler(PerformSurveyAction)
export class PerformSurveyActionHandler implements ICommandHandler<PerformSurveyAction, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: SurveyFactsReader,
    @Inject(BALLOT_BOX) private readonly box: BallotBox,
  ) {}

  execute({ context, id, permission, action, basedOn }: PerformSurveyAction): Promise<AppendResult> {
    return decideOnSurvey(
      this.repository,
      this.policy,
      this.box.seal,
      context,
      id,
      permission,
      async (survey) => {
        const command = typeof action === 'function' ? action(survey) : action;
        if (command.type !== 'ChangeSurvey' || command.data.changes.assignees === undefined) return command;
        return { ...command, data: { ...command.data, facts: await this.facts.fieldFacts(context.accountId, command.data.changes.assignees) } };
      },
      basedOn,
    );
  }
}

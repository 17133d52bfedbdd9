import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainRefusal, policyItem, type PolicyActor } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { newId } from '../../../core/aggregates/new-id';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { CreateSurvey as CreateSurveyCommand } from '../domain/survey.commands';
import { decideSurvey } from '../domain/survey.decide';
import type { BallotBox } from './ballot-box';
import { BALLOT_BOX } from './decide-on-survey';
import { SurveyFactsReader } from './survey-facts.reader';
import { surveyAggregate } from './survey.aggregate';

export class CreateSurvey {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly fields: CreateSurveyCommand['data']['fields'],
  ) {}
}

/** POST v1/surveys: a draft of the caller (role surveys), its assignees checked against the account's members. */
@CommandHandler(CreateSurvey)
export class CreateSurveyHandler implements ICommandHandler<CreateSurvey, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly facts: SurveyFactsReader,
    @Inject(BALLOT_BOX) private readonly box: BallotBox,
  ) {}

  async execute({ context, id, actor, fields }: CreateSurvey): Promise<AppendResult> {
    if (!this.policy.can(actor, 'create', policyItem('survey', {}))) throw DomainRefusal.forbidden('auth.forbidden');
    const facts = await this.facts.fieldFacts(context.accountId, fields.assignees);
    const command: CreateSurveyCommand = {
      type: 'CreateSurvey',
      data: { fields, actor: { userId: actor.userId, now: context.now.toISOString() }, facts },
    };
    return this.repository.execute(surveyAggregate, context, id, (state) => decideSurvey(command, state, this.box.seal));
  }
}

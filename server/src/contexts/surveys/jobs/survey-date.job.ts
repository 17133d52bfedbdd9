import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandContext } from '../../../core/aggregates/command-context';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { unlessGone } from '../../../core/jobs/unless-gone';
import { PerformSurveyAction, type SurveyAction } from '../commands/perform-survey-action.handler';
import { dayOf } from '../domain/survey.status';

export type SurveyDateKind = 'start' | 'remind' | 'close';

export interface SurveyDateJobData {
  account_id: string;
  survey_id: string;
  kind: SurveyDateKind;
  /** The start or due date the job was scheduled for: a later change of it makes this job a no-op. */
  date: string;
  /** The event that set the date (the cause of what the job appends). */
  event_id: string;
}

/** The command of a date job on the day it runs (UTC). */
export function dateCommand({ kind, date }: Pick<SurveyDateJobData, 'kind' | 'date'>, today: string): SurveyAction {
  switch (kind) {
    case 'start':
      return { type: 'StartSurvey', data: { start_date: date, today } };
    case 'remind':
      return { type: 'RemindSurveyAssignees', data: { due_date: date, today } };
    case 'close':
      return { type: 'CloseSurveyAtDueDate', data: { due_date: date, today } };
  }
}

/**
 * The dates of a survey: at its start date it is in progress (SurveyStarted), the day before
 * its due date the assignees who have not submitted are reminded once (SurveyReminderSent,
 * which mails them), the day after it closes (SurveyClosed; who had not submitted is overdue).
 * Each only for the date it was scheduled for: a survey whose date moved decides nothing.
 */
@Injectable()
export class SurveyDateJob implements JobDefinition<SurveyDateJobData> {
  static readonly jobName = 'SurveyDateJob';
  readonly name = SurveyDateJob.jobName;
  readonly attempts = 5;

  constructor(private readonly commands: CommandBus) {}

  async handle(data: SurveyDateJobData): Promise<void> {
    const now = new Date();
    const context = commandContext(data.account_id, null, { causationId: data.event_id, now });
    await unlessGone(this.commands.execute(new PerformSurveyAction(context, data.survey_id, null, dateCommand(data, dayOf(now.toISOString())))));
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_TIME_ZONE, DomainRefusal, type ReportScheduleInput } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { newId } from '../../../core/aggregates/new-id';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { ExportSources } from '../../../core/export/export-sources';
import { PolicyService, type AccountPrincipal } from '../../access/public/policy.service';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { activeManagersAmong } from '../queries/active-managers';
import { decideReportSchedule, type ReportScheduleCommand, type ReportScheduleFields } from '../domain/report-schedule';
import { reportScheduleAggregate } from './report-schedule.aggregate';

/** POST (create), PUT (change, If-Match `basedOn`) or DELETE of v1/report_schedules. */
export type ReportScheduleWrite =
  | { action: 'create'; input: ReportScheduleInput }
  | { action: 'change'; id: string; input: ReportScheduleInput; basedOn?: number }
  | { action: 'delete'; id: string; basedOn?: number };

export class SaveReportSchedule {
  readonly id: string;
  constructor(
    readonly context: CommandContext,
    readonly principal: AccountPrincipal,
    readonly write: ReportScheduleWrite,
  ) {
    this.id = write.action === 'create' ? newId() : write.id;
  }
}

/**
 * Every write of a schedule (a manager; the route's guard checked the role): the export's
 * rules (survey_id, the kind's filter by its list, the kind's refusals for the caller, who
 * becomes its owner), the recipients checked against the account's active managers.
 */
@CommandHandler(SaveReportSchedule)
export class SaveReportScheduleHandler implements ICommandHandler<SaveReportSchedule, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly sources: ExportSources,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
  ) {}

  async execute({ context, principal, write, id }: SaveReportSchedule): Promise<AppendResult> {
    let command: ReportScheduleCommand;
    if (write.action === 'delete') command = { type: 'DeleteReportSchedule', data: {} };
    else {
      const fields = await this.fieldsOf(principal, write.input);
      const managers = await activeManagersAmong(this.memberships, principal.accountId, fields.recipients);
      const data = { fields, owner: principal.userId, managers };
      command = write.action === 'create' ? { type: 'CreateReportSchedule', data } : { type: 'ChangeReportSchedule', data };
    }
    const basedOn = write.action === 'create' ? undefined : write.basedOn;
    return this.repository.execute(reportScheduleAggregate, context, id, (state) => decideReportSchedule(command, state), basedOn);
  }

  private async fieldsOf(principal: AccountPrincipal, input: ReportScheduleInput): Promise<ReportScheduleFields> {
    const surveyId = input.survey_id ?? null;
    if (input.kind === 'survey_results' && !surveyId) throw DomainRefusal.field('survey_id', 'exports.survey_required');
    if (input.kind !== 'survey_results' && surveyId) throw DomainRefusal.field('survey_id', 'exports.survey_not_expected');
    // A kind whose runs cannot be re-rendered as of their cut-off (survey results) is no report.
    if (!this.sources.get(input.kind).projections) throw DomainRefusal.field('kind', 'reports.kind_not_schedulable');
    const filter = input.filter ?? {};
    await this.sources.checkFilter(input.kind, filter);
    const actor = await this.policy.actor(principal);
    const refusal = await this.sources.get(input.kind).refusal?.({ accountId: principal.accountId, actor, kind: input.kind, surveyId });
    if (refusal) throw refusal;
    return {
      kind: input.kind,
      format: input.format,
      filter,
      survey_id: surveyId,
      cadence: input.cadence,
      weekday: input.cadence === 'weekly' ? (input.weekday ?? null) : null,
      day_of_month: input.cadence === 'monthly' ? (input.day_of_month ?? null) : null,
      time: input.time,
      time_zone: input.time_zone ?? DEFAULT_TIME_ZONE,
      recipients: [...input.recipients],
    };
  }
}

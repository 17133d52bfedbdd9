import { Inject, Injectable, Logger } from '@nestjs/common';
import { slotAtOrBefore } from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import { newId, withIdSeed } from '../../../core/aggregates/new-id';
import { Clock } from '../../../core/clock';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { exportAggregate } from '../commands/export.aggregate';
import { reportScheduleAggregate } from '../commands/report-schedule.aggregate';
import { decideExport } from '../domain/export.decide';
import { decideReportSchedule, scheduleRule } from '../domain/report-schedule';

export interface ReportSlotJobData {
  account_id: string;
  schedule_id: string;
  /** The slot the job was queued for (ISO time). */
  slot: string;
}

/** The run of a schedule's slot: the same id whichever worker and attempt makes it. */
export const reportRunId = (scheduleId: string, slot: string): string => withIdSeed(`report-run ${scheduleId} ${slot}`, () => newId());

/**
 * A schedule's slot came (queued by reactions/report-schedule.reactions.ts with its delay):
 * the latest slot of the schedule's rule that has come (a job that waited while no process ran
 * catches up once, with the newest missed slot, not once per missed slot) is reached on the
 * schedule's stream — once, whatever number of workers or attempts try (the decider keeps the
 * last slot; the append checks the version) — and its run is requested as an export of the
 * schedule's owner, mailed to its recipients. A retry after a crash between the two appends
 * requests the run it finds reached.
 */
@Injectable()
export class ReportSlotJob implements JobDefinition<ReportSlotJobData> {
  static readonly jobName = 'ReportSlotJob';
  readonly name = ReportSlotJob.jobName;
  private readonly logger = new Logger(ReportSlotJob.name);

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly clock: Clock,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async handle(data: ReportSlotJobData): Promise<void> {
    const schedule = await this.repository.current(reportScheduleAggregate, data.account_id, data.schedule_id);
    const { state } = schedule;
    if (state.status !== 'live' || !state.fields || !state.owner) return;
    const now = this.clock.now();
    if (Date.parse(data.slot) > now) return; // queued for a slot that has not come (a clock set back): its own job comes later
    const slot = slotAtOrBefore(scheduleRule(state.fields), new Date(now)).toISOString();
    const runId = reportRunId(data.schedule_id, slot);
    const context = commandContext(data.account_id, null, { now: new Date(now) });
    if (state.last_slot !== slot) {
      try {
        const reached = await this.repository.execute(
          reportScheduleAggregate,
          context,
          data.schedule_id,
          (current) => decideReportSchedule({ type: 'ReachReportSlot', data: { slot, run_id: runId } }, current),
          undefined,
          schedule,
        );
        if (reached.duplicate) return; // reached before (or not a slot of the rule): nothing appended
      } catch (error) {
        // another worker appended first: it reached the slot and requests the run
        if (error instanceof WrongExpectedVersionError) return;
        throw error;
      }
    }
    const run = await this.repository.current(exportAggregate, data.account_id, runId);
    if (run.state.status !== 'none') return;
    const fields = state.fields;
    const locale = (await this.users.getUser(state.owner))?.locale ?? 'de';
    const request = {
      kind: fields.kind,
      format: fields.format,
      filter: fields.filter,
      survey_id: fields.survey_id,
      requested_by: state.owner,
      locale,
      schedule: { id: data.schedule_id, slot, recipients: fields.recipients },
    };
    await this.repository.execute(exportAggregate, context, runId, (current) => decideExport({ type: 'RequestExport', data: request }, current));
    this.logger.log(`report ${data.schedule_id} of ${data.account_id}: run ${runId} for ${slot}`);
  }
}

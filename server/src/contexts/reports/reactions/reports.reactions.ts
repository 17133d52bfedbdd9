import { slotAfter } from '@kollab/contracts';
import type { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { Clock } from '../../../core/clock';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction, ReactionJob } from '../../../core/reactions/reaction';
import { exportAggregate } from '../commands/export.aggregate';
import { reportScheduleAggregate } from '../commands/report-schedule.aggregate';
import { scheduleRule } from '../domain/report-schedule';
import { ReportSlotJob, type ReportSlotJobData } from '../jobs/report-slot.job';
import type { ExportCompleted } from '../domain/export.events';
import { RenderExportJob, type RenderExportJobData } from '../jobs/render-export.job';
import { ExpireExportJob, ExportMailJob, type ExportStepJobData } from '../mail/export-mail';

const exportIdOf = (event: RecordedEvent): string => event.streamId.slice(`${exportAggregate.type}-`.length);

/** POST v1/exports' event → the render job, keyed by the event. */
export const renderExportReaction: Reaction = {
  name: 'exports-render',
  eventTypes: ['ExportRequested'],
  react(event: RecordedEvent): ReactionJob[] {
    const data: RenderExportJobData = { account_id: event.metadata.accountId, export_id: exportIdOf(event) };
    return [{ job: RenderExportJob.jobName, data }];
  },
};

/** A finished export → its mail at once and its expiry after 7 days, each keyed by the event. */
export function exportCompletedReaction(clock: Clock): Reaction {
  return {
    name: 'exports-completed',
    eventTypes: ['ExportCompleted'],
    react(event: RecordedEvent): ReactionJob[] {
      const data: ExportStepJobData = { account_id: event.metadata.accountId, export_id: exportIdOf(event), event_id: event.eventId };
      const expiresAt = Date.parse((event.data as ExportCompleted['data']).expires_at);
      return [
        { job: ExportMailJob.jobName, data },
        { job: ExpireExportJob.jobName, data, delayMs: Math.max(0, expiresAt - clock.now()) },
      ];
    },
  };
}

/**
 * A schedule created or changed, or a slot reached → the job of its next slot, delayed until
 * then (the first slot after the later of now and the slot just reached), keyed by the event:
 * a re-read event queues nothing twice. A job left from before a change finds its slot no longer
 * the rule's, or reached, and does nothing; the queue keeps a delayed job through restarts, and
 * one whose time passed while no process ran runs when a worker starts.
 */
export function reportSlotReaction(repository: EventSourcedRepository, clock: Clock): Reaction {
  return {
    name: 'reports-schedule-slots',
    eventTypes: ['ReportScheduleCreated', 'ReportScheduleChanged', 'ReportScheduleSlotReached'],
    async react(event: RecordedEvent): Promise<ReactionJob[]> {
      const scheduleId = event.streamId.slice(`${reportScheduleAggregate.type}-`.length);
      const { state } = await repository.load(reportScheduleAggregate, event.metadata.accountId, scheduleId, { toVersion: event.streamPosition });
      if (state.status !== 'live' || !state.fields) return [];
      const now = clock.now();
      const from = Math.max(now, state.last_slot ? Date.parse(state.last_slot) : 0);
      const slot = slotAfter(scheduleRule(state.fields), new Date(from));
      const data: ReportSlotJobData = { account_id: event.metadata.accountId, schedule_id: scheduleId, slot: slot.toISOString() };
      return [{ job: ReportSlotJob.jobName, data, delayMs: Math.max(0, slot.getTime() - now) }];
    },
  };
}

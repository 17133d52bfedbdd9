import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction, ReactionJob } from '../../../core/reactions/reaction';
import { exportAggregate } from '../commands/export.aggregate';
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
export function exportCompletedReaction(clock: () => number = Date.now): Reaction {
  return {
    name: 'exports-completed',
    eventTypes: ['ExportCompleted'],
    react(event: RecordedEvent): ReactionJob[] {
      const data: ExportStepJobData = { account_id: event.metadata.accountId, export_id: exportIdOf(event), event_id: event.eventId };
      const expiresAt = Date.parse((event.data as ExportCompleted['data']).expires_at);
      return [
        { job: ExportMailJob.jobName, data },
        { job: ExpireExportJob.jobName, data, delayMs: Math.max(0, expiresAt - clock()) },
      ];
    },
  };
}

import { slotAfter, type ReportScheduleView } from '@kollab/contracts';
import { defineCollectionColumns } from '../../../core/read-store/collection-columns';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import {
  evolveReportSchedule,
  initialReportScheduleState,
  REPORT_SCHEDULE_EVENT_TYPES,
  scheduleRule,
  type ReportScheduleEvent,
  type ReportScheduleState,
} from '../domain/report-schedule';

export const REPORT_SCHEDULES_COLLECTION = 'report_schedules';

defineCollectionColumns(REPORT_SCHEDULES_COLLECTION, { created_at: { type: 'text', index: false, sortIndex: true } });

/** The row: the view (its last run's status is read with the run) and the folded state. */
export interface ReportScheduleRow extends Omit<ReportScheduleView, 'last_run'> {
  last_run: { id: string; slot: string } | null;
  state: ReportScheduleState;
}

/** One row per live schedule of the account; `next_run_at` the first slot after the later of the event and the last slot. */
export const reportScheduleListProjection = singleStreamProjection<ReportScheduleRow, ReportScheduleEvent>({
  name: 'report-schedule-list',
  version: 1,
  collection: REPORT_SCHEDULES_COLLECTION,
  eventTypes: REPORT_SCHEDULE_EVENT_TYPES,
  evolve(current, event) {
    if (event.type === 'ReportScheduleDeleted') return null;
    const state = evolveReportSchedule(current?.state ?? initialReportScheduleState(), event);
    const fields = state.fields;
    if (!fields || !state.owner) return current;
    const at = event.metadata.occurredAt;
    const after = state.last_slot && state.last_slot > at ? state.last_slot : at;
    return {
      id: event.streamId.slice('report_schedule-'.length),
      ...fields,
      owner: state.owner,
      next_run_at: slotAfter(scheduleRule(fields), new Date(after)).toISOString(),
      last_run: state.last_slot && state.last_run_id ? { id: state.last_run_id, slot: state.last_slot } : null,
      created_at: current?.created_at ?? at,
      updated_at: at,
      version: event.streamPosition,
      state,
    };
  },
});

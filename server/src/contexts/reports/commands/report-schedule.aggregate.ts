import { defineAggregate } from '../../../core/aggregates/aggregate';
import { evolveReportSchedule, initialReportScheduleState, type ReportScheduleEvent, type ReportScheduleState } from '../domain/report-schedule';

/** Streams `report_schedule-<uuid>`: a scheduled report, its changes and the slots it reached. */
export const reportScheduleAggregate = defineAggregate<ReportScheduleState, ReportScheduleEvent>({
  type: 'report_schedule',
  initialState: initialReportScheduleState,
  evolve: evolveReportSchedule,
});

import { DeciderSpecification } from '../../../core/testing/decider-specification';
import {
  decideReportSchedule,
  evolveReportSchedule,
  initialReportScheduleState,
  type ReportScheduleEvent,
  type ReportScheduleFields,
} from './report-schedule';

const fields: ReportScheduleFields = {
  kind: 'claims',
  format: 'xlsx',
  filter: { status: 'open' },
  survey_id: null,
  cadence: 'weekly',
  weekday: 1,
  day_of_month: null,
  time: '07:00',
  time_zone: 'Europe/Berlin',
  recipients: ['m-1', 'm-2'],
};
const managers = ['m-1', 'm-2', 'm-3'];
const created: ReportScheduleEvent = { type: 'ReportScheduleCreated', data: { fields, owner: 'm-1' } };
// Monday 30 November 2026, 07:00 in Berlin (CET) is 06:00 UTC.
const monday = '2026-11-30T06:00:00.000Z';
const nextMonday = '2026-12-07T06:00:00.000Z';
const reached = (slot: string, run_id = `run-${slot}`): ReportScheduleEvent => ({ type: 'ReportScheduleSlotReached', data: { slot, run_id } });
const reach = (slot: string) => ({ type: 'ReachReportSlot' as const, data: { slot, run_id: `run-${slot}` } });
const spec = DeciderSpecification.for({ decide: decideReportSchedule, evolve: evolveReportSchedule, initialState: initialReportScheduleState });

describe('decideReportSchedule', () => {
  it('creates a schedule whose recipients are managers, and refuses any other recipient', () => {
    spec
      .given()
      .when({ type: 'CreateReportSchedule', data: { fields, owner: 'm-1', managers } })
      .then([created]);
    spec
      .given()
      .when({ type: 'CreateReportSchedule', data: { fields: { ...fields, recipients: ['m-1', 'staff'] }, owner: 'm-1', managers } })
      .thenRefusesFields({ recipients: 'reports.recipient_not_manager' });
  });

  it('records a change (and a new owner), nothing for the same fields and owner; a deleted schedule is not found', () => {
    const later = { ...fields, time: '18:30' };
    spec
      .given(created)
      .when({ type: 'ChangeReportSchedule', data: { fields: later, owner: 'm-2', managers } })
      .then([{ type: 'ReportScheduleChanged', data: { fields: later, owner: 'm-2' } }]);
    spec
      .given(created)
      .when({ type: 'ChangeReportSchedule', data: { fields, owner: 'm-1', managers } })
      .thenNothing();
    spec
      .given(created, { type: 'ReportScheduleDeleted', data: {} })
      .when({ type: 'DeleteReportSchedule', data: {} })
      .thenRefuses('not_found', 'reports.schedule_not_found');
  });

  it('reaches a slot of its rule once, later slots after it, never an earlier one, a time the rule has not or a deleted schedule', () => {
    spec
      .given(created)
      .when(reach(monday))
      .then([reached(monday)]);
    spec.given(created, reached(monday)).when(reach(monday)).thenNothing();
    spec.given(created, reached(nextMonday)).when(reach(monday)).thenNothing();
    spec
      .given(created, reached(monday))
      .when(reach(nextMonday))
      .then([reached(nextMonday)]);
    // Tuesday 07:00 Berlin is no slot of a Monday schedule; nor is Monday 07:00 UTC.
    spec.given(created).when(reach('2026-12-01T06:00:00.000Z')).thenNothing();
    spec.given(created).when(reach('2026-11-30T07:00:00.000Z')).thenNothing();
    spec.given(created, { type: 'ReportScheduleDeleted', data: {} }).when(reach(monday)).thenNothing();
  });
});

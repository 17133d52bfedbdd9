import { DomainRefusal, slotAtOrBefore, type ReportScheduleFields, type ScheduleRule } from '@kollab/contracts';

export type { ReportScheduleFields };

type Ev<Type extends string, Data> = { type: Type; data: Data };

/** Streams `report_schedule-<uuid>` in the account. `owner`: who created or last changed it (its runs read as them). */
export type ReportScheduleCreated = Ev<'ReportScheduleCreated', { fields: ReportScheduleFields; owner: string }>;
export type ReportScheduleChanged = Ev<'ReportScheduleChanged', { fields: ReportScheduleFields; owner: string }>;
export type ReportScheduleDeleted = Ev<'ReportScheduleDeleted', Record<string, never>>;
/** A slot came: its run is the export `run_id` (a slot is reached once, whatever number of workers asks). */
export type ReportScheduleSlotReached = Ev<'ReportScheduleSlotReached', { slot: string; run_id: string }>;

export type ReportScheduleEvent = ReportScheduleCreated | ReportScheduleChanged | ReportScheduleDeleted | ReportScheduleSlotReached;

export const REPORT_SCHEDULE_EVENT_TYPES: ReadonlyArray<ReportScheduleEvent['type']> = [
  'ReportScheduleCreated',
  'ReportScheduleChanged',
  'ReportScheduleDeleted',
  'ReportScheduleSlotReached',
];

export interface ReportScheduleState {
  status: 'none' | 'live' | 'deleted';
  fields: ReportScheduleFields | null;
  owner: string | null;
  last_slot: string | null;
  last_run_id: string | null;
}

export const initialReportScheduleState = (): ReportScheduleState => ({
  status: 'none',
  fields: null,
  owner: null,
  last_slot: null,
  last_run_id: null,
});

export function evolveReportSchedule(state: ReportScheduleState, event: ReportScheduleEvent): ReportScheduleState {
  switch (event.type) {
    case 'ReportScheduleCreated':
    case 'ReportScheduleChanged':
      return { ...state, status: 'live', fields: event.data.fields, owner: event.data.owner };
    case 'ReportScheduleDeleted':
      return { ...state, status: 'deleted' };
    case 'ReportScheduleSlotReached':
      return { ...state, last_slot: event.data.slot, last_run_id: event.data.run_id };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The rule of schedule-slots.ts the fields make. */
export const scheduleRule = (fields: ReportScheduleFields): ScheduleRule => ({
  cadence: fields.cadence,
  weekday: fields.weekday,
  day_of_month: fields.day_of_month,
  time: fields.time,
  time_zone: fields.time_zone,
});

export type ReportScheduleCommand =
  | { type: 'CreateReportSchedule'; data: { fields: ReportScheduleFields; owner: string; managers: readonly string[] } }
  | { type: 'ChangeReportSchedule'; data: { fields: ReportScheduleFields; owner: string; managers: readonly string[] } }
  | { type: 'DeleteReportSchedule'; data: Record<string, never> }
  | { type: 'ReachReportSlot'; data: { slot: string; run_id: string } };

const sameFields = (a: ReportScheduleFields, b: ReportScheduleFields): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Schedules: recipients are managers of the account (422 `recipients`:
 * `reports.recipient_not_manager`); a change that changes nothing records nothing; a slot is
 * reached once, only while the schedule lives, only if it is one of its rule's slots and later
 * than the last one (a worker that finds it reached, or a slot the rule no longer has, decides
 * nothing).
 */
export function decideReportSchedule(command: ReportScheduleCommand, state: ReportScheduleState): ReportScheduleEvent[] {
  const notFound = () => DomainRefusal.notFound('reports.schedule_not_found');
  switch (command.type) {
    case 'CreateReportSchedule':
    case 'ChangeReportSchedule': {
      const { fields, owner, managers } = command.data;
      const creating = command.type === 'CreateReportSchedule';
      if (creating && state.status !== 'none') throw new Error('A schedule is created once');
      if (!creating && state.status !== 'live') throw notFound();
      const strangers = fields.recipients.filter((id) => !managers.includes(id));
      if (strangers.length > 0) throw DomainRefusal.field('recipients', 'reports.recipient_not_manager');
      if (creating) return [{ type: 'ReportScheduleCreated', data: { fields, owner } }];
      return state.fields && sameFields(state.fields, fields) && state.owner === owner
        ? []
        : [{ type: 'ReportScheduleChanged', data: { fields, owner } }];
    }
    case 'DeleteReportSchedule':
      if (state.status !== 'live') throw notFound();
      return [{ type: 'ReportScheduleDeleted', data: {} }];
    case 'ReachReportSlot': {
      const { slot } = command.data;
      if (state.status !== 'live' || !state.fields) return [];
      if (state.last_slot !== null && Date.parse(slot) <= Date.parse(state.last_slot)) return [];
      if (slotAtOrBefore(scheduleRule(state.fields), new Date(slot)).getTime() !== Date.parse(slot)) return [];
      return [{ type: 'ReportScheduleSlotReached', data: command.data }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

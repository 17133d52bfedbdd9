import type { TaskRepeatRule } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { NewTaskSeries, TaskCommand, TaskFieldFacts, TaskRepeatFacts } from './task.commands';
import { decideTask } from './task.decide';
import type { TaskEvent, TaskFields, TaskRepeat } from './task.events';
import { evolveTask, initialTaskState } from './task.state';

const ANNA = 'user-anna';
const BEN = 'user-ben';
const NOW = '2026-03-01T09:00:00.000Z';
const actor = { userId: ANNA, now: NOW };
const known: TaskFieldFacts = { typeKnown: true, teamKnown: true, unknownClaims: [], typeIsClaim: false };

// 2026-03-02 is a Monday.
const DUE = '2026-03-02';
const weekly: TaskRepeatRule = { frequency: 'weekly', interval: 1, weekdays: [3, 1] };
const stored: TaskRepeatRule = { frequency: 'weekly', interval: 1, weekdays: [1, 3] };

const fields = (overrides: Partial<TaskFields> = {}): TaskFields => ({
  title: 'Wochenbericht',
  type: 'type-auftrag',
  team: 'team-vertrieb',
  claims: [],
  description: null,
  priority: 'normal',
  start_date: null,
  due_date: DUE,
  estimation: null,
  comments_enabled: true,
  ...overrides,
});

const created = (overrides: Partial<TaskFields> = {}): TaskEvent => ({
  type: 'TaskCreated',
  data: { ...fields(overrides), number: 'AUF-1', created_by: ANNA },
});
const repeatSet = (repeat: Partial<TaskRepeat> = {}): TaskEvent => ({
  type: 'TaskRepeatSet',
  data: { rule: stored, first: DUE, series_id: 't1', index: 1, ...repeat },
});
const ended: TaskEvent = { type: 'TaskRepeatEnded', data: {} };

const spec = DeciderSpecification.for({ decide: decideTask, evolve: evolveTask, initialState: initialTaskState });

const create = (
  series: Partial<NewTaskSeries> | undefined,
  overrides: Partial<TaskFields> = {},
  extra: Partial<TaskCommand['data']> = {},
): TaskCommand => ({
  type: 'CreateTask',
  data: {
    fields: fields(overrides),
    publish: false,
    number: 'AUF-1',
    actor,
    facts: known,
    ...(series ? { series: { rule: weekly, first: DUE, series_id: 't1', index: 1, enabled: true, ...series } } : {}),
    ...extra,
  },
});

const repeatFacts = (overrides: Partial<TaskRepeatFacts> = {}): TaskRepeatFacts => ({
  enabled: true,
  task_id: 't1',
  new_series_id: 's-new',
  successor: 'none',
  ...overrides,
});
const change = (rule: TaskRepeatRule | null, changes: Record<string, unknown> = {}, facts: Partial<TaskRepeatFacts> = {}): TaskCommand => ({
  type: 'ChangeTask',
  data: { changes, actor, facts: known, repeat: { rule, facts: repeatFacts(facts) } },
});

describe('CreateTask with a repeat rule', () => {
  it('starts a series on its due date, the rule stored in order', () => {
    spec.given().when(create({})).then([created(), repeatSet()]);
  });
  it('refuses a rule without the account flag apps.tasks.recurring (403)', () => {
    spec
      .given()
      .when(create({ enabled: false }))
      .thenRefuses('forbidden', 'tasks.recurring_disabled');
  });
  it('needs a due date: the first day of the series', () => {
    spec
      .given()
      .when(create({ first: null }, { due_date: null }))
      .thenRefusesFields({ repeat: 'tasks.repeat_needs_date' });
  });
  it('reports the rule with the other fields', () => {
    spec
      .given()
      .when(create({ rule: { ...weekly, until: DUE } }, { title: ' ' }))
      .thenRefusesFields({ title: 'validation.required', repeat: 'tasks.repeat_until_not_after_first' });
  });
  it("the scheduler's next occurrence keeps the series, takes its number, the assignees and the contact links", () => {
    spec
      .given()
      .when(
        create({ first: DUE, series_id: 's1', index: 2 }, { due_date: '2026-03-04' }, {
          assignees: [BEN],
          contacts: [{ contact_id: 'c1', public: true }],
        } as Partial<TaskCommand['data']>),
      )
      .then([
        created({ due_date: '2026-03-04' }),
        repeatSet({ series_id: 's1', index: 2 }),
        { type: 'TaskAssigned', data: { user_id: BEN } },
        { type: 'TaskContactLinked', data: { contact_id: 'c1', public: true } },
      ]);
  });
  it('makes the last occurrence of a counted series, none beyond it', () => {
    spec
      .given()
      .when(create({ rule: { ...weekly, count: 2 }, index: 2 }))
      .then((events) => expect(events[1]).toEqual(repeatSet({ rule: { ...stored, count: 2 }, index: 2 })));
    spec
      .given()
      .when(create({ rule: { ...weekly, count: 2 }, index: 3 }))
      .thenRefusesFields({ repeat: 'tasks.repeat_count_reached' });
  });
});

describe('ChangeTask: setting, changing and ending the series', () => {
  const plain = spec.given(created());
  const repeating = spec.given(created(), repeatSet());
  const third = spec.given(created({ due_date: '2026-03-09' }), repeatSet({ series_id: 's1', index: 3 }));

  it('sets a rule on a task: a series of its own from its due date (after the change)', () => {
    plain
      .when(change(weekly, { due_date: '2026-03-04' }))
      .then([{ type: 'TaskChanged', data: { due_date: '2026-03-04' } }, repeatSet({ first: '2026-03-04' })]);
  });
  it('changes the rule on the newest occurrence from there on: same series and number, counted from its due date', () => {
    const daily: TaskRepeatRule = { frequency: 'daily', interval: 2, until: '2026-12-31' };
    third.when(change(daily)).then([repeatSet({ rule: daily, first: '2026-03-09', series_id: 's1', index: 3 })]);
  });
  it('records nothing for the rule the task has', () => {
    repeating.when(change({ ...weekly, count: null, until: null })).thenNothing();
  });
  it('ends the series (nothing for a task that does not repeat)', () => {
    repeating.when(change(null)).then([ended]);
    plain.when(change(null)).thenNothing();
  });
  it('changes or ends a series only on its newest occurrence', () => {
    repeating.when(change({ ...weekly, count: 5 }, {}, { successor: 'live' })).thenRefusesFields({ repeat: 'tasks.repeat_not_newest' });
    repeating.when(change(null, {}, { successor: 'live' })).thenRefusesFields({ repeat: 'tasks.repeat_not_newest' });
  });
  it('starts a new series (a fresh id, number 1) where the next occurrence was deleted, or the series had ended', () => {
    third.when(change(weekly, {}, { successor: 'deleted' })).then([repeatSet({ first: '2026-03-09', series_id: 's-new', index: 1 })]);
    spec
      .given(created(), repeatSet(), ended)
      .when(change(weekly))
      .then([repeatSet({ series_id: 's-new' })]);
  });
  it('refuses setting or changing a rule without the account flag, but ends a series without it', () => {
    plain.when(change(weekly, {}, { enabled: false })).thenRefuses('forbidden', 'tasks.recurring_disabled');
    repeating.when(change({ ...weekly, count: 4 }, {}, { enabled: false })).thenRefuses('forbidden', 'tasks.recurring_disabled');
    repeating.when(change(null, {}, { enabled: false })).then([ended]);
  });
  it('refuses a count the series has reached', () => {
    third.when(change({ ...weekly, count: 3 })).thenRefusesFields({ repeat: 'tasks.repeat_count_reached' });
    third.when(change({ ...weekly, count: 4 })).then((events) => expect(events).toHaveLength(1));
  });
  it('needs a due date for a rule, and a repeating task keeps its due date unless its series ends with the change', () => {
    spec
      .given(created({ due_date: null }))
      .when(change(weekly))
      .thenRefusesFields({ repeat: 'tasks.repeat_needs_date' });
    repeating
      .when({ type: 'ChangeTask', data: { changes: { due_date: null }, actor, facts: known } })
      .thenRefusesFields({ due_date: 'tasks.repeat_needs_date' });
    repeating.when(change(null, { due_date: null })).then([{ type: 'TaskChanged', data: { due_date: null } }, ended]);
  });
  it('moves the due date of a repeating task without touching its series', () => {
    repeating
      .when({ type: 'ChangeTask', data: { changes: { due_date: '2026-03-03' }, actor, facts: known } })
      .then([{ type: 'TaskChanged', data: { due_date: '2026-03-03' } }]);
  });
});

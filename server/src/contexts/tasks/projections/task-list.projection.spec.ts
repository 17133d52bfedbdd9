import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { TaskCreated, TaskEvent, TaskRepeat } from '../domain/task.events';
import { TASKS_COLLECTION, taskListProjection } from './task-list.projection';

const created: TaskCreated['data'] = {
  title: 'Angebot für Schulz Logistik nachfassen',
  type: 'tt-aufgabe',
  team: 'team-vertrieb',
  claims: [],
  description: '<p>Rückfragen zum Rahmenvertrag klären.</p>',
  priority: 'high',
  start_date: '2030-01-02',
  due_date: '2030-01-20',
  estimation: { value: 2, unit: 'hours' },
  comments_enabled: true,
  number: 'AUF-42',
  created_by: 'u-anna',
};

const taskStream = () => streamEvents<TaskEvent>('task-t1', { actorId: 'u-anna' });
const published = { published_at: '2030-01-03T08:30:00.000Z', published_by: 'u-anna' };

describe('task list projection', () => {
  const spec = ProjectionSpecification.for(taskListProjection);

  it('writes the row of a new draft: its state, view, list fields and scope', async () => {
    const task = taskStream();
    const { number, created_by, ...fields } = created;
    const at = dayOf2030(1);
    const lists = { assignees: [], viewers: [], watchers: [], comments: [], contacts: [], protocols: [], files: [] };
    const unpublished = { published: false, published_at: null, published_by: null };
    await spec
      .given()
      .when(task('TaskCreated', created))
      .thenDocument(TASKS_COLLECTION, 't1', {
        id: 't1',
        version: 1,
        deleted: false,
        state: { lifecycle: 'live', ...fields, number, created_by, status: 'open', ...unpublished, ...lists, created_at: at, updated_at: at },
        view: {
          id: 't1',
          ...fields,
          number,
          status: 'open',
          ...unpublished,
          author_user_id: 'u-anna',
          created_by,
          ...lists,
          repeat: null,
          created_at: at,
          updated_at: at,
          version: 1,
        },
        scope: ['owner:u-anna'],
        title: 'Angebot für Schulz Logistik nachfassen',
        title_key: 'angebot für schulz logistik nachfassen',
        number: 'AUF-42',
        status: 'open',
        published_status: 'draft',
        team: 'team-vertrieb',
        author: 'u-anna',
        assignees: [],
        assignee_statuses: [],
        resolved: false,
        protocols: [],
        contact_ids: [],
        due_date: '2030-01-20',
        start_date: '2030-01-02',
        priority: 2,
        created_at: at,
        updated_at: at,
      });
  });

  it('follows changes and the status (closed is resolved); an untyped draft has no number', async () => {
    const task = taskStream();
    const store = await spec
      .given(task('TaskCreated', { ...created, type: null, number: null, claims: undefined }))
      .when(
        task('TaskChanged', { title: 'Rahmenvertrag Schulz', priority: 'urgent', due_date: null, team: null }),
        task('TaskStatusChanged', { status: 'in_progress' }),
        task('TaskStatusChanged', { status: 'closed' }),
      )
      .applied();
    expect(store.document(TASKS_COLLECTION, 't1')).toMatchObject({
      title: 'Rahmenvertrag Schulz',
      title_key: 'rahmenvertrag schulz',
      number: '',
      priority: 3,
      due_date: null,
      team: null,
      status: 'closed',
      resolved: true,
      updated_at: dayOf2030(4),
      view: {
        title: 'Rahmenvertrag Schulz',
        number: null,
        claims: [],
        status: 'closed',
        created_at: dayOf2030(1),
        updated_at: dayOf2030(4),
        version: 4,
      },
      version: 4,
    });
  });

  it('marks an overdue task, and gives it its status back when its due date moves', async () => {
    const task = taskStream();
    const given = [task('TaskCreated', created), task('TaskStatusChanged', { status: 'in_progress' })];
    const overdue = task('TaskBecameOverdue', { due_date: '2030-01-20' });
    await spec
      .given(...given)
      .when(overdue)
      .thenDocumentMatches(TASKS_COLLECTION, 't1', { status: 'overdue', resolved: false, view: { status: 'overdue' } });
    await spec
      .given(...given, overdue)
      .when(task('TaskStatusChanged', { status: 'in_progress' }))
      .thenDocumentMatches(TASKS_COLLECTION, 't1', { status: 'in_progress', version: 4 });
  });

  it('lists the assignees with their own statuses, and makes assignees and viewers read the draft', async () => {
    const task = taskStream();
    await spec
      .given(task('TaskCreated', created), task('TaskAssigned', { user_id: 'u-ben' }))
      .when(
        task('TaskAssigned', { user_id: 'u-clara' }),
        task('TaskAssigned', { user_id: 'u-david' }),
        task('TaskAssigneeStatusChanged', { user_id: 'u-ben', status: 'in_progress' }),
        task('TaskAssigneeStatusChanged', { user_id: 'u-clara', status: 'closed' }),
        task('TaskUnassigned', { user_id: 'u-david' }),
        task('TaskViewerAdded', { user_id: 'u-emil' }),
      )
      .thenDocumentMatches(TASKS_COLLECTION, 't1', {
        assignees: ['u-ben', 'u-clara'],
        assignee_statuses: ['u-ben:in_progress', 'u-clara:closed'],
        scope: ['owner:u-anna', 'participant:u-ben', 'participant:u-clara', 'participant:u-emil'],
        published_status: 'draft',
        view: {
          assignees: [
            { user_id: 'u-ben', status: 'in_progress' },
            { user_id: 'u-clara', status: 'closed' },
          ],
          viewers: ['u-emil'],
        },
        version: 8,
      });
  });

  it('publishes the task to its team, its creator and the contacts linked publicly; keeps its links to protocols and contacts', async () => {
    const task = taskStream();
    await spec
      .given(task('TaskCreated', created), task('TaskContactLinked', { contact_id: 'c-schulz', public: false }))
      .when(
        task('TaskContactLinked', { contact_id: 'c-mueller', public: true }),
        task('TaskContactLinked', { contact_id: 'c-weber', public: true }),
        task('TaskContactUnlinked', { contact_id: 'c-weber' }),
        task('TaskProtocolLinked', { protocol_id: 'p1' }),
        task('TaskProtocolLinked', { protocol_id: 'p2' }),
        task('TaskProtocolUnlinked', { protocol_id: 'p1' }),
        task('TaskPublished', published),
      )
      .thenDocumentMatches(TASKS_COLLECTION, 't1', {
        published_status: 'published',
        scope: ['owner:u-anna', 'creator:u-anna', 'team:team-vertrieb', 'contact:c-mueller'],
        contact_ids: ['c-schulz', 'c-mueller'],
        protocols: ['p2'],
        view: {
          published: true,
          ...published,
          contacts: [
            { contact_id: 'c-schulz', public: false },
            { contact_id: 'c-mueller', public: true },
          ],
          protocols: ['p2'],
        },
        version: 9,
      });
  });

  it('takes a contact out of the scope when it is no longer shared, and everything shared when unpublished', async () => {
    const task = taskStream();
    const given = [
      task('TaskCreated', created),
      task('TaskContactLinked', { contact_id: 'c-mueller', public: true }),
      task('TaskPublished', published),
    ];
    const hidden = task('TaskContactVisibilityChanged', { contact_id: 'c-mueller', public: false });
    await spec
      .given(...given)
      .when(hidden)
      .thenDocumentMatches(TASKS_COLLECTION, 't1', { scope: ['owner:u-anna', 'creator:u-anna', 'team:team-vertrieb'] });
    await spec
      .given(...given, hidden)
      .when(task('TaskUnpublished', {}))
      .thenDocumentMatches(TASKS_COLLECTION, 't1', {
        published_status: 'draft',
        scope: ['owner:u-anna'],
        view: { published: false, published_at: null },
      });
  });

  it('keeps a deleted task as a row marked deleted, with its scope keys, so its readers can be told', async () => {
    const task = taskStream();
    await spec
      .given(task('TaskCreated', created), task('TaskAssigned', { user_id: 'u-ben' }), task('TaskPublished', published))
      .when(task('TaskDeleted', {}))
      .thenDocumentMatches(TASKS_COLLECTION, 't1', {
        deleted: true,
        scope: ['owner:u-anna', 'participant:u-ben', 'creator:u-anna', 'team:team-vertrieb'],
        state: { lifecycle: 'deleted' },
        view: { id: 't1', version: 4 },
        version: 4,
      });
  });

  it('shows the series of a recurring task with its next due date, and none once it ended', async () => {
    const task = taskStream();
    // 2030-01-20 is a Sunday: weekly on Mondays and Thursdays.
    const repeat: TaskRepeat = {
      rule: { frequency: 'weekly', interval: 1, weekdays: [1, 4], count: 3 },
      first: '2030-01-20',
      series_id: 's1',
      index: 1,
    };
    const given = [task('TaskCreated', created), task('TaskRepeatSet', repeat)];
    await spec
      .given()
      .when(...given)
      .thenDocumentMatches(TASKS_COLLECTION, 't1', {
        state: { repeat },
        view: { repeat: { rule: repeat.rule, series_id: 's1', index: 1, next_due_date: '2030-01-21' } },
      });
    await spec
      .given(task('TaskCreated', created))
      .when(task('TaskRepeatSet', { ...repeat, index: 3 }))
      .thenDocumentMatches(TASKS_COLLECTION, 't1', { view: { repeat: { index: 3, next_due_date: null } } });
    await spec
      .given(...given)
      .when(task('TaskRepeatEnded', {}))
      .thenDocumentMatches(TASKS_COLLECTION, 't1', { state: { repeat: null }, view: { repeat: null } });
  });

  it('ignores events before the task was created', async () => {
    const task = taskStream();
    await spec
      .given()
      .when(task('TaskAssigned', { user_id: 'u-ben' }), task('TaskDeleted', {}))
      .thenNothingChanged();
  });

  it("keeps each account's tasks in that account", async () => {
    const task = streamEvents<TaskEvent>('task-t2', { accountId: 'a2' });
    const store = await spec.given().when(task('TaskCreated', created)).applied();
    expect(store.document(TASKS_COLLECTION, 't2', 'a2')).toMatchObject({ id: 't2', number: 'AUF-42' });
    expect(store.document(TASKS_COLLECTION, 't2')).toBeUndefined();
  });
});

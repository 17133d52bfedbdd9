import { ProjectionSpecification, streamEvents, type MemoryReadStore } from '../../../core/testing/projection-specification';
import type { OfferEvent } from '../../offers/public/offer-events';
import type { ExportEvent } from '../../reports/public/export-events';
import type { SurveyEvent } from '../../surveys/public/survey-events';
import type { TaskEvent } from '../../tasks/public/task-events';
import { notificationKindsOf } from '@kollab/contracts';
import type { FilterSubscriptionEvent } from '../domain/filter-subscription';
import type { NotificationMailEvent } from '../domain/notification-mail';
import type { NotificationReadEvent } from '../domain/notification-reads';
import type { NotificationSettingsEvent } from '../domain/notification-settings';
import { notificationsProjection, type NotificationRow } from './notifications.projection';

const at = (seconds: number) => ({ occurredAt: new Date(Date.UTC(2030, 0, 1, 9, 0, seconds)).toISOString() });
const created = {
  title: 'Pumpe prüfen',
  type: null,
  team: null,
  description: null,
  priority: 'normal' as const,
  start_date: null,
  due_date: null,
  estimation: null,
  comments_enabled: true,
  number: 'AUF-1',
  created_by: 'author',
};
const spec = ProjectionSpecification.for(notificationsProjection);
const rows = (store: MemoryReadStore) => Object.values(store.snapshot()).filter((doc) => (doc as { user_id?: string }).user_id) as NotificationRow[];

describe('notificationsProjection', () => {
  it('tells the assignee and groups what follows within a minute; a minute later is a new notification; never the actor', async () => {
    const task = streamEvents<TaskEvent>('task-t1', { actorId: 'author' });
    const store = await spec
      .given(task('TaskCreated', created, at(0)))
      .when(
        task('TaskAssigned', { user_id: 'anna' }, at(1)),
        task('TaskStatusChanged', { status: 'in_progress' }, at(30)),
        task('TaskChanged', { title: 'Pumpe tauschen' }, at(95)),
        task('TaskAssigned', { user_id: 'author' }, at(96)),
      )
      .applied();
    const anna = rows(store)
      .filter((row) => row.user_id === 'anna')
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(anna.map((row) => [row.kinds, row.fields, row.count])).toEqual([
      [['assigned', 'changed'], ['status'], 2],
      [['changed'], ['title'], 1],
    ]);
    expect(anna[1].item).toEqual({ kind: 'task', id: 't1', title: 'Pumpe tauschen', number: 'AUF-1' });
    expect(rows(store).filter((row) => row.user_id === 'author')).toEqual([]);
  });

  it("marks from the user's own stream only; what comes after a read notification is a new one", async () => {
    const task = streamEvents<TaskEvent>('task-t2', { actorId: 'author' });
    const reads = streamEvents<NotificationReadEvent>('notification_reads-anna');
    const others = streamEvents<NotificationReadEvent>('notification_reads-ben');
    const assigned = [task('TaskCreated', created, at(0)), task('TaskAssigned', { user_id: 'anna' }, at(1))] as const;
    const comment = task('TaskCommentAdded', { comment_id: 'c1', body: 'Hallo', author_id: 'author', at: at(2).occurredAt }, at(2));
    // Ben cannot mark anna's notification: it stays unread and the comment joins it.
    const foreign = await spec
      .given(...assigned)
      .when(others('NotificationsMarked', { ids: ['task-t2-2.anna'], read: true }), comment)
      .applied();
    expect(rows(foreign).map((row) => [row.id, row.kinds, row.count, row.read])).toEqual([['task-t2-2.anna', ['assigned', 'commented'], 2, false]]);
    // Anna read it: the comment is a notification of its own.
    const own = await spec
      .given(...assigned)
      .when(reads('NotificationsMarked', { ids: ['task-t2-2.anna'], read: true }), comment)
      .applied();
    const anna = rows(own).sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(anna.map((row) => [row.id, row.kind, row.read])).toEqual([
      ['task-t2-2.anna', 'assigned', true],
      ['task-t2-3.anna', 'commented', false],
    ]);
  });

  it("tells a survey's assignees when it is published and those added after, and of its reminder; never its author", async () => {
    const survey = streamEvents<SurveyEvent>('survey-s1', { actorId: 'author' });
    const fields = { title: 'Sommerfest', description: null, anonymous: false, start_date: null, due_date: null, questions: [] };
    const store = await spec
      .given(
        survey('SurveyCreated', { ...fields, created_by: 'author' }, at(0)),
        survey('SurveyAssigneesChanged', { added: ['anna', 'author'], removed: [] }, at(1)),
      )
      .when(
        survey('SurveyPublished', { published_at: at(100).occurredAt, published_by: 'author' }, at(100)),
        survey('SurveyAssigneesChanged', { added: ['ben'], removed: [] }, at(200)),
        survey('SurveyReminderSent', { due_date: '2030-01-05', user_ids: ['ben'] }, { ...at(300), actorId: null }),
      )
      .applied();
    expect(
      rows(store)
        .map((row) => [row.user_id, row.kinds, row.item.kind, row.item.title])
        .sort(),
    ).toEqual([
      ['anna', ['survey_assigned'], 'survey', 'Sommerfest'],
      ['ben', ['survey_assigned'], 'survey', 'Sommerfest'],
      ['ben', ['survey_reminder'], 'survey', 'Sommerfest'],
    ]);
  });

  it("tells an offer's author when it becomes overdue, a task's audience when it does, and the requester when an export is ready", async () => {
    const offer = streamEvents<OfferEvent>('offer-o1', { actorId: null });
    const task = streamEvents<TaskEvent>('task-t3', { actorId: 'author' });
    const exported = streamEvents<ExportEvent>('export-e1', { actorId: null });
    const store = await spec
      .given(
        offer('OfferCreated', { title: 'Pumpenwartung', number: 'ANG-1', created_by: 'olga' } as never, at(0)),
        task('TaskCreated', created, at(0)),
        task('TaskAssigned', { user_id: 'anna' }, at(1)),
        exported('ExportRequested', { kind: 'tasks', format: 'csv', filter: {}, survey_id: null, requested_by: 'max', locale: 'de' }, at(0)),
      )
      .when(
        offer('OfferBecameOverdue', { valid_until: '2030-01-01' }, at(500)),
        task('TaskBecameOverdue', { due_date: '2030-01-01' }, { ...at(500), actorId: null }),
        exported(
          'ExportCompleted',
          {
            rows: 3,
            file_id: 'f',
            file_name: 'Aufgaben.csv',
            content_type: 'text/csv',
            size: 9,
            delivery: 'attached',
            expires_at: at(900).occurredAt,
          },
          at(600),
        ),
      )
      .applied();
    const told = rows(store).map((row) => [row.user_id, row.kind, row.item.kind, row.item.title]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['olga', 'offer_overdue', 'offer', 'Pumpenwartung'],
        ['anna', 'overdue', 'task', 'Pumpe prüfen'],
        ['author', 'overdue', 'task', 'Pumpe prüfen'],
        ['max', 'export_ready', 'export', 'Aufgaben.csv'],
      ]),
    );
  });
});

describe('notificationsProjection: due tomorrow, mails, saved filters', () => {
  const notifications = (store: MemoryReadStore) => rows(store).filter((row) => 'kinds' in row);

  it('tells the audience a task is due tomorrow, marked for the digest by default and for nothing when mails are off', async () => {
    const task = streamEvents<TaskEvent>('task-d1', { actorId: 'author' });
    const settings = streamEvents<NotificationSettingsEvent>('notification_settings-ben', { actorId: 'ben' });
    const store = await spec
      .given(task('TaskCreated', created, at(0)), task('TaskAssigned', { user_id: 'anna' }, at(1)), task('TaskAssigned', { user_id: 'ben' }, at(2)))
      .when(
        settings(
          'NotificationSettingsChanged',
          { email: 'off', kinds: notificationKindsOf(undefined), time_zone: 'Europe/Berlin', via: 'profile' },
          at(3),
        ),
        streamEvents<TaskEvent>('task-d1', { actorId: null })('TaskDueTomorrow', { due_date: '2030-01-02' }, at(200)),
      )
      .applied();
    const due = notifications(store).filter((row) => row.kind === 'due_tomorrow');
    expect(due.map((row) => [row.user_id, row.mail]).sort()).toEqual([
      ['anna', 'daily'],
      ['author', 'daily'],
      ['ben', null],
    ]);
  });

  it('a mail marks what it sent and what it skipped; a change of settings re-marks what still waits', async () => {
    const task = streamEvents<TaskEvent>('task-d2', { actorId: 'author' });
    const settings = streamEvents<NotificationSettingsEvent>('notification_settings-anna', { actorId: 'anna' });
    const base = { kinds: notificationKindsOf(undefined), time_zone: 'Europe/Berlin', via: 'profile' as const };
    const store = await spec
      .given(
        settings('NotificationSettingsChanged', { email: 'immediately', ...base }, at(0)),
        task('TaskCreated', { ...created, title: 'Erste' }, at(1)),
        task('TaskAssigned', { user_id: 'anna' }, at(2)),
      )
      .when(settings('NotificationSettingsChanged', { email: 'daily', ...base }, at(3)))
      .applied();
    const [row] = notifications(store);
    expect(row.mail).toBe('daily');
    const assigned = task('TaskAssigned', { user_id: 'anna' }, at(2));
    const mailed = await spec
      .given(
        settings('NotificationSettingsChanged', { email: 'immediately', ...base }, at(0)),
        task('TaskCreated', { ...created, title: 'Erste' }, at(1)),
        assigned,
      )
      .when(
        streamEvents<NotificationMailEvent>('notification_mail-anna', { actorId: null })(
          'NotificationsMailed',
          { mode: 'immediately', day: null, sent: [`${assigned.eventId}.anna`], skipped: [] },
          at(30),
        ),
        // Folded in after it was mailed (within its minute): in the inbox, not in another mail.
        task('TaskCommentAdded', { comment_id: 'c1', body: 'x', author_id: 'author', at: at(40).occurredAt }, at(40)),
      )
      .applied();
    expect(notifications(mailed).map((r) => [r.kinds, r.mail])).toEqual([[['assigned', 'commented'], 'sent']]);
  });

  it('tells the subscriber when a task starts and stops matching, named by the saved filter, not of their own doing', async () => {
    const task = streamEvents<TaskEvent>('task-d3', { actorId: 'author' });
    const subscription = (actorId: string | null) => streamEvents<FilterSubscriptionEvent>('filter_subscription-s1', { actorId });
    const store = await spec
      .given(
        task('TaskCreated', created, at(0)),
        subscription('anna')(
          'FilterSubscribed',
          { user_id: 'anna', list: 'tasks', name: 'Erledigt', filter: { status: 'closed' }, query: {} },
          at(1),
        ),
      )
      .when(
        subscription('ben')('FilterMatchChanged', { item_id: 'd3', matched: true, cause: 'e1' }, at(2)),
        subscription('anna')('FilterMatchChanged', { item_id: 'd3', matched: false, cause: 'e2' }, at(100)),
      )
      .applied();
    const told = notifications(store).filter((row) => row.user_id === 'anna');
    expect(told.map((row) => [row.kind, row.subscription, row.actor_id])).toEqual([['filter_matched', { id: 's1', name: 'Erledigt' }, 'ben']]);
  });
});

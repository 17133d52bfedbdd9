import { ProjectionSpecification, streamEvents, type MemoryReadStore } from '../../../core/testing/projection-specification';
import type { TaskEvent } from '../../tasks/public/task-events';
import type { NotificationReadEvent } from '../domain/notification-reads';
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
});

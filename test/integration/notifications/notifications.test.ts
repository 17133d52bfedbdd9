import type { NotificationCountView, NotificationListView } from '@kollab/contracts';
import { eventually } from '../../support/jobs-waits';
import { CallerSockets } from '../../support/realtime-client';
import {
  createTask,
  publishedBody,
  startTasksFixture,
  type Caller,
  type ErrorBody,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from '../tasks/tasks-fixture';

// Notifications (issue 17, first part): who is told of what on tasks, grouping within a
// minute, the inbox and its marks, the live count, and nothing delivered about an item its
// recipient can no longer read.
describe('notifications of tasks', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  const inbox = async (caller: Caller, query = '') => (await caller.call<NotificationListView>('GET', `/api/v1/notifications${query}`)).body.data;
  const unread = async (caller: Caller) => (await caller.call<NotificationCountView>('GET', '/api/v1/notifications/unread_count')).body.count;
  const about = async (caller: Caller, taskId: string) => (await inbox(caller)).filter((notification) => notification.item.id === taskId);

  it('tells the assignee, groups what follows within a minute, never the actor; marks, read_all and the live count', async () => {
    const socket = await sockets.connect(o.assignee);
    const id = await createTask(o.author, publishedBody(o, { title: 'Benachrichtigung: Angebot prüfen' }));
    expect((await o.author.call('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.assignee.user.id })).status).toBe(201);
    const [assigned] = await eventually(async () => ((await about(o.assignee, id)).length > 0 ? about(o.assignee, id) : undefined));
    expect(assigned).toMatchObject({ kind: 'assigned', kinds: ['assigned'], count: 1, read: false, actor_id: o.author.user.id });
    expect(assigned.item).toEqual({ kind: 'task', id, title: 'Benachrichtigung: Angebot prüfen', number: expect.any(String) });
    expect(await about(o.author, id)).toEqual([]);

    // A change within the minute joins the unread notification.
    expect((await o.author.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'in_progress' })).status).toBe(200);
    const grouped = await eventually(async () => {
      const [row] = await about(o.assignee, id);
      return row?.count === 2 ? row : undefined;
    });
    expect(grouped).toMatchObject({ id: assigned.id, kind: 'assigned', kinds: ['assigned', 'changed'], fields: ['status'] });
    const pushed = await eventually(async () =>
      socket.received.find((received) => received.event === 'notifications/changed' && (received.message as { count: number }).count >= 1),
    );
    expect(pushed.message).toMatchObject({ account_id: o.org, count: expect.any(Number) });

    // Read: the count drops; what comes next is a new notification.
    const before = await unread(o.assignee);
    expect((await o.assignee.call('PATCH', `/api/v1/notifications/${assigned.id}`, { read: true })).status).toBe(200);
    expect(await unread(o.assignee)).toBe(before - 1);
    expect((await o.author.call('POST', `/api/v1/tasks/${id}/comments`, { body: 'Bitte bis Freitag.' })).status).toBe(201);
    const commented = await eventually(async () => (await about(o.assignee, id)).find((row) => row.kind === 'commented'));
    expect(commented).toMatchObject({ read: false, count: 1, actor_id: o.author.user.id });
    expect((await inbox(o.assignee, '?filter[unread]=true')).map((row) => row.id)).toContain(commented.id);

    // Nobody marks another's notification; read_all leaves nothing unread.
    expect((await o.author.call<ErrorBody>('PATCH', `/api/v1/notifications/${commented.id}`, { read: true })).body.code).toBe(
      'notifications.notification_not_found',
    );
    expect((await o.assignee.call('PATCH', `/api/v1/notifications/${commented.id}`, { read: 'yes' })).status).toBe(422);
    expect((await o.assignee.call('POST', '/api/v1/notifications/read_all')).status).toBe(200);
    expect(await unread(o.assignee)).toBe(0);
  });

  it('tells assignees, watchers and the author of changes and comments, and delivers nothing about a task they can no longer read', async () => {
    const id = await createTask(o.author, publishedBody(o, { title: 'Benachrichtigung: Termin' }));
    expect((await o.author.call('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.assignee.user.id })).status).toBe(201);
    expect((await o.reader.call('PATCH', `/api/v1/tasks/${id}/watch`, { status: 'watching' })).status).toBe(200);
    // The editor sets the due date: the author, the assignee and the watcher are told, the editor not.
    expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}`, { due_date: '2027-01-15' })).status).toBe(200);
    const toAuthor = await eventually(async () => (await about(o.author, id)).find((row) => row.fields.includes('due_date')));
    expect(toAuthor).toMatchObject({ kind: 'changed', actor_id: o.editor.user.id });
    await eventually(async () => (await about(o.reader, id)).find((row) => row.fields.includes('due_date')));
    await eventually(async () => (await about(o.assignee, id)).find((row) => row.fields.includes('due_date')));
    expect(await about(o.editor, id)).toEqual([]);

    // Deleted: nobody reads it any more, so nothing about it is delivered, nor counted.
    const countBefore = await unread(o.reader);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${id}`)).status).toBe(200);
    await eventually(async () => ((await about(o.reader, id)).length === 0 ? true : undefined));
    expect(await unread(o.reader)).toBeLessThan(countBefore);
  });

  it('tells the manager when an export is ready, about the export only they read', async () => {
    const requested = await o.manager.call<{ id: string }>('POST', '/api/v1/exports', { kind: 'tasks', format: 'csv' });
    expect(requested.status).toBe(202);
    const ready = await eventually(async () =>
      (await inbox(o.manager)).find((row) => row.item.kind === 'export' && row.item.id === requested.body.id),
    );
    expect(ready).toMatchObject({
      kind: 'export_ready',
      item: { kind: 'export', title: expect.stringMatching(/^Aufgaben-.*\.csv$/) },
      actor_id: null,
    });
    expect((await inbox(o.author)).some((row) => row.item.kind === 'export')).toBe(false);
  });

  it('tells a portal user of what the portal shows (a status change), never of an internal comment', async () => {
    const id = await createTask(o.author, publishedBody(o, { title: 'Benachrichtigung: Portal' }));
    expect((await o.author.call('POST', `/api/v1/tasks/${id}/contacts`, { contact_id: o.contactId, public: true })).status).toBe(201);
    expect((await o.author.call('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.portal.user.id })).status).toBe(201);
    await eventually(async () => ((await about(o.portal, id)).length > 0 ? true : undefined));
    expect((await o.portal.call('POST', '/api/v1/notifications/read_all')).status).toBe(200);
    expect((await o.author.call('POST', `/api/v1/tasks/${id}/comments`, { body: 'Intern: Kulanz prüfen' })).status).toBe(201);
    expect((await o.author.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'in_progress' })).status).toBe(200);
    // The staff assignee's view of the same: both, grouped.
    const [shown] = await eventually(async () => {
      const rows = (await about(o.portal, id)).filter((row) => !row.read);
      return rows.length > 0 && rows[0].kinds.includes('changed') ? rows : undefined;
    });
    expect(shown).toMatchObject({ kind: 'changed', kinds: ['changed'], fields: ['status'], count: 1 });
    expect(JSON.stringify(await inbox(o.portal))).not.toContain('commented');
  });
});

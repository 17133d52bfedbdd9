import { randomUUID } from 'node:crypto';
import { rooms, viewChangedEvent, type ViewChangedMessage, type WriteResult } from '@kollab/contracts';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { ItemNotifier } from '@kollab/server/core/realtime/item-notifier';
import { CallerSockets, RecordingClient } from '../../support/realtime-client';
import { createTask, publishedBody, startTasksFixture, type Caller, type TasksFixture, type TasksOrg, FIXTURE_TIMEOUT_MS } from './tasks-fixture';

const TASK_CHANGED = viewChangedEvent('tasks', 'task');

// tasks/taskChanged goes to the user rooms of those who may read the task now (the
// policy's readersOf); portal users get the PortalTaskView; nobody else gets anything.
describe('tasks realtime pushes', () => {
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

  const connect = (caller: Caller) => sockets.connect(caller);
  /** A ping to the user's own room, sent once the notifier pushed every commit so far: once it arrives, earlier pushes have too. */
  const ping = async (client: RecordingClient, caller: Caller) => {
    await f.t.app.get(ItemNotifier).idle();
    const id = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(caller.user.id)], 'test/ping', { id });
    await client.waitFor('test/ping', id);
  };
  const pushesOf = (client: RecordingClient, id: string) =>
    client.received
      .filter((m) => m.event === TASK_CHANGED && (m.message as ViewChangedMessage).id === id)
      .map((m) => m.message as ViewChangedMessage<Record<string, unknown>>);

  it('pushes the task to its readers only, the portal view to portal users', async () => {
    const [reader, stranger, portal, author] = await Promise.all([connect(o.reader), connect(o.stranger), connect(o.portal), connect(o.author)]);
    const id = await createTask(o.author, publishedBody(o, { title: 'Live', estimation: { value: 3, unit: 'hours' } }));
    const pushed = (await reader.waitFor(TASK_CHANGED, id)) as ViewChangedMessage<Record<string, unknown>>;
    expect(pushed).toMatchObject({ collection: 'tasks', id, position: expect.any(Number), view: { id, title: 'Live' } });
    await author.waitFor(TASK_CHANGED, id);

    await o.author.call('POST', `/api/v1/tasks/${id}/contacts`, { contact_id: o.contactId, public: true });
    const shared = (await portal.waitFor(TASK_CHANGED, id)) as ViewChangedMessage<Record<string, unknown>>;
    expect(shared.view).toMatchObject({ id, title: 'Live' });
    expect(shared.view).not.toHaveProperty('estimation');
    expect(shared.view).not.toHaveProperty('contacts');

    await ping(stranger, o.stranger);
    expect(pushesOf(stranger, id)).toEqual([]);

    // A draft: only its owner and its assignees hear of it, not the rest of the team.
    const assignee = await connect(o.assignee);
    const draft = await createTask(o.author, { title: 'Entwurf', team: o.teamA });
    await author.waitFor(TASK_CHANGED, draft);
    expect((await o.author.call('POST', `/api/v1/tasks/${draft}/assignees`, { user_id: o.assignee.user.id })).status).toBe(201);
    const assigned = (await assignee.waitFor(TASK_CHANGED, draft)) as ViewChangedMessage<Record<string, unknown>>;
    expect(assigned.view).toMatchObject({ id: draft, title: 'Entwurf', published: false });
    await ping(reader, o.reader);
    expect(pushesOf(reader, draft)).toEqual([]);
  });

  it('tells the readers of a deleted task with id and version', async () => {
    const reader = await connect(o.reader);
    const id = await createTask(o.author, publishedBody(o));
    await reader.waitFor(TASK_CHANGED, id);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${id}`)).status).toBe(200);
    await ping(reader, o.reader);
    expect(
      pushesOf(reader, id)
        .map((m) => m.view)
        .at(-1),
    ).toEqual({ id, version: 3, deleted: true });
  });

  it('tells exactly the users who lost read access that the task is gone for them (moved to another team), the others get the view', async () => {
    // Team "Einkauf": the author may create there; the reader (ben: team A read) is not in it.
    const members = [{ user_id: o.author.user.id, permissions: ['create', 'read'], extended_permissions: false }];
    const team = await o.manager.call<WriteResult>('POST', '/api/v1/teams', { name: `Einkauf ${randomUUID().slice(0, 4)}`, short: 'EK', members });
    expect(team.status).toBe(201);
    const author = await f.caller(o.author.user, o.org);
    const [ben, anna, stranger] = await Promise.all([connect(o.reader), connect(o.assignee), connect(o.stranger)]);
    const id = await createTask(author, publishedBody(o, { title: 'Umzug' }));
    expect((await author.call('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.assignee.user.id })).status).toBe(201);
    await ben.waitFor(TASK_CHANGED, id);
    await anna.waitFor(TASK_CHANGED, id);

    const moved = await author.call<WriteResult>('PATCH', `/api/v1/tasks/${id}`, { team: team.body.id });
    expect(moved.status).toBe(200);
    await ping(ben, o.reader);
    await ping(anna, o.assignee);
    expect(pushesOf(ben, id).at(-1)).toEqual({
      collection: 'tasks',
      id,
      position: moved.body.position,
      view: { id, version: moved.body.version, deleted: true, revoked: true },
    });
    expect(pushesOf(anna, id).at(-1)?.view).toMatchObject({ id, team: team.body.id, version: moved.body.version });
    expect(pushesOf(anna, id).some((m) => m.view?.revoked)).toBe(false);
    await ping(stranger, o.stranger);
    expect(pushesOf(stranger, id)).toEqual([]);

    // Later changes: ben, no reader any more, hears nothing; after an unpublish anna, an assignee, still reads the draft.
    const count = pushesOf(ben, id).length;
    await author.call('PATCH', `/api/v1/tasks/${id}`, { title: 'Umzug 2' });
    const draft = await author.call<WriteResult>('PATCH', `/api/v1/tasks/${id}`, { published: false });
    await ping(ben, o.reader);
    await ping(anna, o.assignee);
    expect(pushesOf(ben, id)).toHaveLength(count);
    expect(pushesOf(anna, id).at(-1)?.view).toMatchObject({ id, version: draft.body.version, published: false, title: 'Umzug 2' });
  });

  it('tells a removed viewer, and only them, that the task is gone for them', async () => {
    // A fresh signature: the author's team memberships may have changed in an earlier test.
    const author = await f.caller(o.author.user, o.org);
    const [viewer, ben] = await Promise.all([connect(o.stranger), connect(o.reader)]);
    const id = await createTask(author, publishedBody(o));
    expect((await author.call('POST', `/api/v1/tasks/${id}/viewers`, { user_id: o.stranger.user.id })).status).toBe(201);
    await viewer.waitFor(TASK_CHANGED, id);
    const removed = await author.call<WriteResult>('DELETE', `/api/v1/tasks/${id}/viewers/${o.stranger.user.id}`);
    expect(removed.status).toBe(200);
    await ping(viewer, o.stranger);
    await ping(ben, o.reader);
    expect(pushesOf(viewer, id).at(-1)?.view).toEqual({ id, version: removed.body.version, deleted: true, revoked: true });
    expect(pushesOf(ben, id).at(-1)?.view).toMatchObject({ id, viewers: [], version: removed.body.version });
  });
});

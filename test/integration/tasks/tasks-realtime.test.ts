import { randomUUID } from 'node:crypto';
import { rooms, viewChangedEvent, type ViewChangedMessage } from '@kollab/contracts';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { RecordingClient } from '../../support/realtime-client';
import { createTask, publishedBody, startTasksFixture, type Caller, type TasksFixture, type TasksOrg, FIXTURE_TIMEOUT_MS } from './tasks-fixture';

const TASK_CHANGED = viewChangedEvent('tasks', 'task');

// tasks/taskChanged goes to the user rooms of those who may read the task now (the
// policy's readersOf); portal users get the PortalTaskView; nobody else gets anything.
describe('tasks realtime pushes', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await f?.t.close();
  });

  const connect = async (caller: Caller) => {
    const client = await RecordingClient.connect(f.t.url, { token: caller.user.token, account: caller.sig });
    clients.push(client);
    return client;
  };
  /** A ping to the user's own room, sent after everything before it: once it arrives, earlier pushes have too. */
  const ping = async (client: RecordingClient, caller: Caller) => {
    const id = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(caller.user.id)], 'test/ping', { id });
    await client.waitFor('test/ping', id);
  };
  const pushesOf = (client: RecordingClient, id: string) =>
    client.received.filter((m) => m.event === TASK_CHANGED && (m.message as ViewChangedMessage).id === id).map((m) => m.message as ViewChangedMessage<Record<string, unknown>>);

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

    // A draft: only its owner hears of it.
    const draft = await createTask(o.author, { title: 'Entwurf', team: o.teamA });
    await author.waitFor(TASK_CHANGED, draft);
    await ping(reader, o.reader);
    expect(pushesOf(reader, draft)).toEqual([]);
  });

  it('tells the readers of a deleted task with id and version', async () => {
    const reader = await connect(o.reader);
    const id = await createTask(o.author, publishedBody(o));
    await reader.waitFor(TASK_CHANGED, id);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${id}`)).status).toBe(200);
    await ping(reader, o.reader);
    expect(pushesOf(reader, id).map((m) => m.view).at(-1)).toEqual({ id, version: 3, deleted: true });
  });
});

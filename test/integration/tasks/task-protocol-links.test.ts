import type { HistoryEntry } from '@kollab/server/core/history/item-history';
import type { ProtocolListView, ProtocolView, TaskListView, TaskView, WriteResult } from '@kollab/contracts';
import { unique } from '../../support/accounts-app';
import {
  createProtocol,
  getProtocol,
  publishedProtocol,
  startProtocolsFixture,
  type Caller,
  type ErrorBody,
  type ProtocolsFixture,
  type ProtocolsOrg,
} from '../protocols/protocols-fixture';
import { createTask, getTask } from './tasks-fixture';

// Seed §7: GET, POST v1/tasks/{id}/protocols, DELETE v1/tasks/{id}/protocols and GET, POST
// v1/protocols/{id}/tasks, DELETE …/tasks/{tid}: one link seen from both sides; seed §8:
// a task stays visible to a contact a linked protocol is shared with; the contact's
// tasks and protocols tabs.
describe('links between tasks and protocols', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;
  let taskType: string;

  beforeAll(async () => {
    f = await startProtocolsFixture();
    o = await f.organisation();
    const type = await o.manager.call<WriteResult>('POST', '/api/v1/account_manager/task_types', {
      title: 'Aufgabe',
      short: `A${unique().slice(0, 3).toUpperCase()}`,
    });
    if (type.status !== 201) throw new Error(`task type: ${type.status} ${JSON.stringify(type.body)}`);
    taskType = type.body.id;
  }, 120_000);
  afterAll(() => f?.t.close());

  /** A published task of team Vertrieb by the author. */
  const task = (overrides: Record<string, unknown> = {}) =>
    createTask(o.author, { title: `Nachfassen ${unique()}`, type: taskType, team: o.sales, published: true, ...overrides });
  const ids = (page: { data: Array<{ id: string }> }) => page.data.map((item) => item.id).sort();
  const linkedProtocols = async (caller: Caller, taskId: string) =>
    (await caller.call<ProtocolListView>('GET', `/api/v1/tasks/${taskId}/protocols`)).body;
  const linkedTasks = async (caller: Caller, protocolId: string) =>
    (await caller.call<TaskListView>('GET', `/api/v1/protocols/${protocolId}/tasks`)).body;

  it("links from the task side: the same link shows from both sides, once, in the task's history", async () => {
    const t = await task();
    const p = await publishedProtocol(o);
    const linked = await o.author.call<WriteResult>('POST', `/api/v1/tasks/${t}/protocols`, { protocol_id: p });
    expect(linked.status).toBe(201);
    expect(linked.body.id).toBe(t);
    const again = await o.author.call<WriteResult>('POST', `/api/v1/tasks/${t}/protocols`, { protocol_id: p.toUpperCase() });
    expect(again.body.version).toBe(linked.body.version);
    expect((await getTask(o.author, t)).protocols).toEqual([p]);
    const list = await linkedProtocols(o.reader, t);
    expect(ids(list)).toEqual([p]);
    expect(list.meta).toEqual({ page: 1, limit: 25, total: 1 });
    expect((list.data[0] as ProtocolView).teams).toEqual([o.sales]);
    expect(ids(await linkedTasks(o.reader, p))).toEqual([t]);
    const history = (await o.author.call<{ data: HistoryEntry[] }>('GET', `/api/v1/tasks/${t}/history`)).body.data;
    expect(history.at(-1)).toMatchObject({
      type: 'TaskProtocolLinked',
      actor_id: o.author.user.id,
      changes: [{ field: 'protocols', from: [], to: [p] }],
    });
  });

  it('links only a protocol the caller may read, and only with `edit` on the task', async () => {
    const t = await task();
    const p = await publishedProtocol(o);
    // A draft of someone else's: the author may not read it, so it is as unknown.
    const draft = await createProtocol(o.editor, { title: 'Entwurf' });
    const before = await f.t.eventCount(o.org);
    const unknown = await o.author.call<ErrorBody>('POST', `/api/v1/tasks/${t}/protocols`, { protocol_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ protocol_id: ['This protocol does not exist.'] });
    expect((await o.author.call<ErrorBody>('POST', `/api/v1/tasks/${t}/protocols`, { protocol_id: draft })).status).toBe(422);
    expect((await o.author.call('POST', `/api/v1/tasks/${t}/protocols`, {})).status).toBe(422);
    expect((await o.reader.call<ErrorBody>('POST', `/api/v1/tasks/${t}/protocols`, { protocol_id: p })).status).toBe(403);
    expect((await o.stranger.call<ErrorBody>('POST', `/api/v1/tasks/${t}/protocols`, { protocol_id: p })).body.code).toBe('tasks.task_not_found');
    expect(await f.t.eventCount(o.org)).toBe(before);
  });

  it('links from the protocol side (`edit` on the protocol, read on the task) and unlinks from either side', async () => {
    const t = await task();
    const p = await publishedProtocol(o);
    const protocolVersion = (await getProtocol(o.editor, p)).version;
    const linked = await o.editor.call<WriteResult>('POST', `/api/v1/protocols/${p}/tasks`, { task_id: t });
    expect(linked.status).toBe(201);
    // The link lives on the task's stream: the protocol keeps its version (and its If-Match stays good).
    expect(linked.body).toMatchObject({ id: p, version: protocolVersion });
    expect(linked.headers.get('etag')).toBe(`"${protocolVersion}"`);
    expect(ids(await linkedProtocols(o.author, t))).toEqual([p]);
    expect((await o.reader.call<ErrorBody>('POST', `/api/v1/protocols/${p}/tasks`, { task_id: t })).status).toBe(403);
    expect((await o.stranger.call<ErrorBody>('POST', `/api/v1/protocols/${p}/tasks`, { task_id: t })).body.code).toBe('protocols.protocol_not_found');
    const hidden = await createTask(o.extended, { title: 'Eigener Entwurf' });
    const unknownTask = await o.editor.call<ErrorBody>('POST', `/api/v1/protocols/${p}/tasks`, { task_id: hidden });
    expect(unknownTask.status).toBe(422);
    expect(unknownTask.body.errors).toEqual({ task_id: ['This task does not exist.'] });
    expect((await o.editor.call<ErrorBody>('POST', `/api/v1/protocols/${p}/tasks`, { task_id: 'nope' })).status).toBe(422);

    // Unlink from the task side, `protocol_id` as a query parameter.
    expect((await o.author.call('DELETE', `/api/v1/tasks/${t}/protocols?protocol_id=${p}`)).status).toBe(200);
    expect((await linkedTasks(o.editor, p)).data).toEqual([]);
    const gone = await o.author.call<ErrorBody>('DELETE', `/api/v1/tasks/${t}/protocols?protocol_id=${p}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('tasks.protocol_not_linked');
    // … or in the body; neither or two different ones are refused.
    expect((await o.editor.call('POST', `/api/v1/protocols/${p}/tasks`, { task_id: t })).status).toBe(201);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${t}/protocols`)).status).toBe(422);
    const mismatch = await o.author.call<ErrorBody>('DELETE', `/api/v1/tasks/${t}/protocols?protocol_id=${p}`, {
      protocol_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.errors ?? {})).toEqual(['protocol_id']);
    expect((await o.reader.call('DELETE', `/api/v1/tasks/${t}/protocols`, { protocol_id: p })).status).toBe(403);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${t}/protocols`, { protocol_id: p })).status).toBe(200);
    // Unlink from the protocol side.
    expect((await o.editor.call('POST', `/api/v1/protocols/${p}/tasks`, { task_id: t })).status).toBe(201);
    expect((await o.reader.call('DELETE', `/api/v1/protocols/${p}/tasks/${t}`)).status).toBe(403);
    expect((await o.editor.call('DELETE', `/api/v1/protocols/${p}/tasks/${t}`)).status).toBe(200);
    expect((await getTask(o.author, t)).protocols).toEqual([]);
    const notLinked = await o.editor.call<ErrorBody>('DELETE', `/api/v1/protocols/${p}/tasks/${t}`);
    expect(notLinked.status).toBe(404);
    expect(notLinked.body.code).toBe('protocols.task_not_linked');
    expect((await o.editor.call<ErrorBody>('DELETE', `/api/v1/protocols/${p}/tasks/nope`)).body.code).toBe('protocols.task_not_linked');
  });

  it('lists only the linked items the caller may read; portal users get their views', async () => {
    const t = await task();
    const open = await publishedProtocol(o);
    const draft = await createProtocol(o.author, { title: 'Entwurf', teams: [o.sales] });
    for (const p of [open, draft]) expect((await o.author.call('POST', `/api/v1/tasks/${t}/protocols`, { protocol_id: p })).status).toBe(201);
    expect(ids(await linkedProtocols(o.author, t))).toEqual([open, draft].sort());
    expect(ids(await linkedProtocols(o.reader, t))).toEqual([open]);
    expect((await o.stranger.call<ErrorBody>('GET', `/api/v1/tasks/${t}/protocols`)).body.code).toBe('tasks.task_not_found');
    const page = (await o.author.call<ProtocolListView>('GET', `/api/v1/tasks/${t}/protocols?limit=1&order=title`)).body;
    expect(page.meta).toEqual({ page: 1, limit: 1, total: 2 });
    expect((page.data[0] as ProtocolView).title).toBe('Entwurf');
    expect((await o.author.call('GET', `/api/v1/tasks/${t}/protocols?order=priority`)).status).toBe(422);

    // The author's draft task linked to a protocol the reader reads: the reader does not see the task.
    const own = await createTask(o.author, { title: 'Nur für mich' });
    expect((await o.author.call('POST', `/api/v1/protocols/${open}/tasks`, { task_id: own })).status).toBe(201);
    expect(ids(await linkedTasks(o.author, open))).toEqual([t, own].sort());
    expect(ids(await linkedTasks(o.reader, open))).toEqual([t]);
    expect((await linkedTasks(o.viewer, open)).data).toEqual([]); // reads the protocol, not the task of team Vertrieb

    // Petra reads the protocol (shared with her contact) and the task once it is shared with her too.
    expect((await linkedTasks(o.petra, open)).data).toEqual([]);
    expect((await o.author.call('POST', `/api/v1/tasks/${t}/contacts`, { contact_id: o.shared, public: true })).status).toBe(201);
    const portal = await linkedTasks(o.petra, open);
    expect(ids(portal)).toEqual([t]);
    expect(portal.data[0]).not.toHaveProperty('team');
    expect(portal.data[0]).not.toHaveProperty('protocols');
    expect(ids(await linkedProtocols(o.petra, t))).toEqual([open]);
    expect((await linkedProtocols(o.petra, t)).data[0]).not.toHaveProperty('teams');
  });

  describe('seed §8: a task stays visible to a contact a linked protocol is shared with', () => {
    async function sharedPair(): Promise<{ t: string; p: string }> {
      const t = await task();
      expect((await o.author.call('POST', `/api/v1/tasks/${t}/contacts`, { contact_id: o.shared, public: true })).status).toBe(201);
      const p = await publishedProtocol(o); // linked publicly to o.shared
      expect((await o.author.call('POST', `/api/v1/tasks/${t}/protocols`, { protocol_id: p })).status).toBe(201);
      return { t, p };
    }

    it('refuses hiding the task from the contact, or removing the contact, with 409 tasks.contact_shared_by_protocol', async () => {
      const { t } = await sharedPair();
      const version = (await getTask(o.author, t)).version;
      const hide = await o.author.call<ErrorBody>('PUT', `/api/v1/tasks/${t}/contacts/${o.shared}`, { public: false });
      expect(hide.status).toBe(409);
      expect(hide.body).toMatchObject({
        code: 'tasks.contact_shared_by_protocol',
        message: 'The task cannot be hidden from this contact, nor the contact removed, while a linked protocol is shared with them.',
      });
      const german = await o.author.call<ErrorBody>('DELETE', `/api/v1/tasks/${t}/contacts/${o.shared}`, undefined, { 'content-language': 'de' });
      expect(german.status).toBe(409);
      expect(german.body.message).toMatch(/^Die Aufgabe kann vor diesem Kontakt nicht verborgen/);
      expect((await getTask(o.author, t)).version).toBe(version);
      expect((await getTask(o.petra, t)).id).toBe(t);
    });

    it('allows both once no linked protocol is shared with the contact any more', async () => {
      const unshared = await sharedPair();
      expect((await o.author.call('PUT', `/api/v1/protocols/${unshared.p}/contacts/${o.shared}`, { public: false })).status).toBe(200);
      expect((await o.author.call('PUT', `/api/v1/tasks/${unshared.t}/contacts/${o.shared}`, { public: false })).status).toBe(200);

      const unlinked = await sharedPair();
      expect((await o.author.call('DELETE', `/api/v1/tasks/${unlinked.t}/protocols?protocol_id=${unlinked.p}`)).status).toBe(200);
      expect((await o.author.call('DELETE', `/api/v1/tasks/${unlinked.t}/contacts/${o.shared}`)).status).toBe(200);

      const deleted = await sharedPair();
      expect((await o.author.call('DELETE', `/api/v1/protocols/${deleted.p}`)).status).toBe(200);
      expect((await o.author.call('DELETE', `/api/v1/tasks/${deleted.t}/contacts/${o.shared}`)).status).toBe(200);

      // A protocol shared with another contact does not hold this one.
      const other = await sharedPair();
      expect((await o.author.call('POST', `/api/v1/tasks/${other.t}/contacts`, { contact_id: o.other, public: true })).status).toBe(201);
      expect((await o.author.call('DELETE', `/api/v1/tasks/${other.t}/contacts/${o.other}`)).status).toBe(200);
    });
  });

  it("fills a contact's tasks and protocols tabs with the linked items the caller may read", async () => {
    const type = await o.manager.call<WriteResult>('POST', '/api/v1/account_manager/contact_types', {
      title: `Lieferant ${unique()}`,
      short: `L${unique().slice(0, 3)}`,
    });
    const contact = (
      await o.author.call<WriteResult>('POST', '/api/v1/contacts', {
        name: 'Tab GmbH',
        number: `K-${unique()}`,
        type: type.body.id,
        address: { street: 'Hauptstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
        uid: 'DE 123 456 789',
      })
    ).body.id;
    const [t1, t2] = [await task({ title: 'B Aufgabe' }), await task({ title: 'A Aufgabe' })];
    const hidden = await createTask(o.author, { title: 'Entwurf' });
    for (const t of [t1, t2, hidden]) expect((await o.author.call('POST', `/api/v1/tasks/${t}/contacts`, { contact_id: contact })).status).toBe(201);
    const p = await createProtocol(o.author, { title: 'Besuch', type: o.typeId, teams: [o.sales], published: true });
    expect((await o.author.call('POST', `/api/v1/protocols/${p}/contacts`, { contact_id: contact })).status).toBe(201);

    const tasks = (await o.reader.call<TaskListView>('GET', `/api/v1/contacts/${contact}/tasks?order=title`)).body;
    expect(tasks.data.map((item) => (item as TaskView).title)).toEqual(['A Aufgabe', 'B Aufgabe']);
    expect(tasks.meta).toEqual({ page: 1, limit: 25, total: 2 });
    expect(ids((await o.author.call<TaskListView>('GET', `/api/v1/contacts/${contact}/tasks`)).body)).toEqual([t1, t2, hidden].sort());
    expect(
      (await o.author.call<TaskListView>('GET', `/api/v1/contacts/${contact}/tasks?limit=1&page=2&order=-title`)).body.data.map((item) => item.id),
    ).toEqual([t1]);
    expect(ids((await o.reader.call<ProtocolListView>('GET', `/api/v1/contacts/${contact}/protocols`)).body)).toEqual([p]);
    expect((await o.stranger.call<TaskListView>('GET', `/api/v1/contacts/${contact}/tasks`)).body.meta.total).toBe(0);
    expect((await o.stranger.call<ProtocolListView>('GET', `/api/v1/contacts/${contact}/protocols`)).body.data).toEqual([]);
    expect((await o.reader.call('GET', `/api/v1/contacts/${contact}/tasks?order=date`)).status).toBe(422);
    expect((await o.reader.call('GET', `/api/v1/contacts/${contact}/protocols?order=-date`)).status).toBe(200);
    expect((await o.reader.call<ErrorBody>('GET', '/api/v1/contacts/00000000-0000-4000-8000-000000000000/tasks')).body.code).toBe(
      'contacts.contact_not_found',
    );
    expect((await o.petra.call('GET', `/api/v1/contacts/${o.shared}/tasks`)).status).toBe(403);
  });
});

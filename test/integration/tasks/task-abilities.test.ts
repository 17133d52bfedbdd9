import type { ItemAbilities, TaskDetailView, TaskListView } from '@kollab/contracts';
import { createTask, publishedBody, startTasksFixture, type Caller, type TasksFixture, type TasksOrg, FIXTURE_TIMEOUT_MS } from './tasks-fixture';

// GET v1/tasks/{id} answers `can: { edit, delete }` for the caller, from the one policy
// (seed §6) — the same answer the writes give; as-of reads, list rows and pushes carry none.
describe('task abilities (can) on GET v1/tasks/{id}', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  let published: string;
  let draft: string;
  let shared: string;

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
    published = await createTask(o.author, publishedBody(o, { title: 'Veröffentlicht' }));
    draft = await createTask(o.author, { title: 'Entwurf', team: o.teamA, type: o.typeId });
    shared = await createTask(o.author, publishedBody(o, { title: 'Geteilt' }));
    expect((await o.author.call('POST', `/api/v1/tasks/${shared}/contacts`, { contact_id: o.contactId, public: true })).status).toBe(201);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const abilities = async (caller: Caller, id: string): Promise<ItemAbilities | undefined> => {
    const response = await caller.call<TaskDetailView>('GET', `/api/v1/tasks/${id}`);
    expect(response.status).toBe(200);
    return response.body.can;
  };

  it.each([
    ['reader', { edit: false, delete: false }],
    ['editor', { edit: true, delete: false }],
    ['deleter', { edit: false, delete: true }],
    ['author', { edit: true, delete: true }],
    ['extended', { edit: false, delete: false }],
  ] as const)('a team member (%s) of the published task gets %o', async (who, expected) => {
    expect(await abilities(o[who], published)).toEqual(expected);
  });

  it('the author of a draft may edit and delete it', async () => {
    expect(await abilities(o.author, draft)).toEqual({ edit: true, delete: true });
  });

  it('a portal user reading a shared task may neither edit nor delete it', async () => {
    expect(await abilities(o.portal, shared)).toEqual({ edit: false, delete: false });
  });

  it('agrees with the writes: can.edit false is a 403 on PATCH, can.edit true a 200', async () => {
    const id = await createTask(o.author, publishedBody(o, { title: 'Probe' }));
    for (const who of ['reader', 'editor'] as const) {
      const can = await abilities(o[who], id);
      expect((await o[who].call('PATCH', `/api/v1/tasks/${id}`, { priority: 'high', title: `Probe ${who}` })).status).toBe(can?.edit ? 200 : 403);
    }
  });

  it('is not in as-of reads (?version=) nor in list rows', async () => {
    const past = await o.editor.call<Record<string, unknown>>('GET', `/api/v1/tasks/${published}?version=1`);
    expect(past.status).toBe(200);
    expect(past.body).not.toHaveProperty('can');
    const list = await o.editor.call<TaskListView>('GET', '/api/v1/tasks?limit=500');
    const row = list.body.data.find((task) => task.id === published);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('can');
  });
});

import type { PortalTaskView, TaskListView, TaskView } from '@kollab/contracts';
import {
  createTask,
  publishedBody,
  startTasksFixture,
  type Caller,
  type ErrorBody,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from './tasks-fixture';

// The permission matrix of seed §6 through HTTP, all through the one policy: who reads,
// edits and deletes a published task of team A, a draft, a task shared with a portal.
describe('tasks permissions', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  let published: string;
  let draft: string;
  let shared: string;

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
    published = await createTask(o.author, publishedBody(o, { title: 'Veröffentlicht', comments_enabled: true }));
    expect((await o.author.call('POST', `/api/v1/tasks/${published}/assignees`, { user_id: o.assignee.user.id })).status).toBe(201);
    draft = await createTask(o.author, { title: 'Entwurf', team: o.teamA, type: o.typeId });
    expect((await o.author.call('POST', `/api/v1/tasks/${draft}/assignees`, { user_id: o.assignee.user.id })).status).toBe(201);
    shared = await createTask(o.author, publishedBody(o, { title: 'Geteilt', estimation: { value: 2, unit: 'hours' }, comments_enabled: true }));
    expect((await o.author.call('POST', `/api/v1/tasks/${shared}/contacts`, { contact_id: o.contactId, public: true })).status).toBe(201);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const status = async (caller: Caller, method: string, path: string, body?: unknown) => (await caller.call<ErrorBody>(method, path, body)).status;
  const listed = async (caller: Caller) => (await caller.call<TaskListView>('GET', '/api/v1/tasks?limit=500')).body.data.map((task) => task.id);

  it.each([
    ['author', 200, 200],
    // Seed §6: users see the items assigned to them, drafts included; the team once published.
    ['assignee', 200, 200],
    ['reader', 200, 404],
    ['editor', 200, 404],
    ['deleter', 200, 404],
    ['extended', 200, 404],
    ['stranger', 404, 404],
    // The manager created the teams and is their first admin (issue 11 item 4): a team member, not an owner of the draft.
    ['manager', 200, 404],
  ] as const)('%s reads the published task: %i, the draft: %i', async (who, publishedStatus, draftStatus) => {
    const caller = o[who];
    expect(await status(caller, 'GET', `/api/v1/tasks/${published}`)).toBe(publishedStatus);
    expect(await status(caller, 'GET', `/api/v1/tasks/${draft}`)).toBe(draftStatus);
    const ids = await listed(caller);
    expect(ids.includes(published)).toBe(publishedStatus === 200);
    expect(ids.includes(draft)).toBe(draftStatus === 200);
  });

  it.each([
    ['author', 200],
    ['editor', 200],
    ['deleter', 403],
    ['reader', 403],
    ['assignee', 403],
    ['extended', 403],
    ['stranger', 404],
  ] as const)('%s edits the published task: %i', async (who, expected) => {
    expect(await status(o[who], 'PATCH', `/api/v1/tasks/${published}`, { priority: 'high' })).toBe(expected);
  });

  it('lets only deleters and the author delete (nothing appended on refusal)', async () => {
    const id = await createTask(o.author, publishedBody(o));
    for (const who of ['editor', 'reader', 'extended'] as const) expect(await status(o[who], 'DELETE', `/api/v1/tasks/${id}`)).toBe(403);
    expect(await status(o.stranger, 'DELETE', `/api/v1/tasks/${id}`)).toBe(404);
    expect((await o.author.call<TaskView>('GET', `/api/v1/tasks/${id}`)).body.version).toBe(2);
    expect(await status(o.deleter, 'DELETE', `/api/v1/tasks/${id}`)).toBe(200);
  });

  it('lets an assignee set their own status, nobody else theirs', async () => {
    const path = `/api/v1/tasks/${published}/assignees/${o.assignee.user.id}`;
    expect(await status(o.author, 'PATCH', path, { status: 'closed' })).toBe(403);
    expect(await status(o.assignee, 'PATCH', path, { status: 'in_progress' })).toBe(200);
    const task = (await o.author.call<TaskView>('GET', `/api/v1/tasks/${published}`)).body;
    expect(task.assignees).toEqual([{ user_id: o.assignee.user.id, status: 'in_progress' }]);
  });

  it('shows a portal user only published tasks shared with their contact, without internal fields', async () => {
    const view = await o.portal.call<PortalTaskView>('GET', `/api/v1/tasks/${shared}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: shared, title: 'Geteilt', published: true });
    for (const internal of ['team', 'estimation', 'comments', 'viewers', 'watchers', 'contacts', 'created_by'])
      expect(view.body).not.toHaveProperty(internal);
    expect(await status(o.portal, 'GET', `/api/v1/tasks/${published}`)).toBe(404);
    expect(await listed(o.portal)).toEqual([shared]);
    expect(await status(o.portal, 'GET', `/api/v1/tasks/${shared}?version=1`)).toBe(403);
    expect(await status(o.portal, 'GET', `/api/v1/tasks/${shared}/history`)).toBe(403);
    expect(await status(o.portal, 'POST', `/api/v1/tasks/${shared}/comments`, { body: 'Hallo' })).toBe(403);
    expect(await status(o.portal, 'PATCH', `/api/v1/tasks/${shared}`, { title: 'Meins' })).toBe(403);
    // Hidden again: gone for the portal user.
    expect(await status(o.author, 'PUT', `/api/v1/tasks/${shared}/contacts/${o.contactId}`, { public: false })).toBe(200);
    expect(await status(o.portal, 'GET', `/api/v1/tasks/${shared}`)).toBe(404);
    expect(await status(o.author, 'PUT', `/api/v1/tasks/${shared}/contacts/${o.contactId}`, { public: true })).toBe(200);
  });

  it('lets a portal user create a task without a team, never in one', async () => {
    expect(await status(o.portal, 'POST', '/api/v1/tasks', { title: 'Anfrage' })).toBe(201);
    expect(await status(o.portal, 'POST', '/api/v1/tasks', { title: 'Anfrage', team: o.teamA })).toBe(403);
  });

  it('lets a viewer read the published task until removed', async () => {
    const id = await createTask(o.author, publishedBody(o));
    expect(await status(o.stranger, 'GET', `/api/v1/tasks/${id}`)).toBe(404);
    expect(await status(o.author, 'POST', `/api/v1/tasks/${id}/viewers`, { user_id: o.stranger.user.id })).toBe(201);
    expect(await status(o.stranger, 'GET', `/api/v1/tasks/${id}`)).toBe(200);
    expect(await listed(o.stranger)).toContain(id);
    expect(await status(o.author, 'DELETE', `/api/v1/tasks/${id}/viewers/${o.stranger.user.id}`)).toBe(200);
    expect(await status(o.stranger, 'GET', `/api/v1/tasks/${id}`)).toBe(404);
    expect(await status(o.author, 'DELETE', `/api/v1/tasks/${id}/viewers/${o.stranger.user.id}`)).toBe(404);
  });
});

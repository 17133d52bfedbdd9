import type { TaskView, WriteResult } from '@kollab/contracts';
import {
  createTask,
  getTask,
  publishedBody,
  startTasksFixture,
  type ErrorBody,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from './tasks-fixture';

// The sub-routes of a task (seed §7 Tasks): watch, assignees, viewers, comments and linked
// contacts, with their refusals; a refusal appends nothing.
describe('task assignees, viewers, watchers, comments and contacts', () => {
  let f: TasksFixture;
  let o: TasksOrg;

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  it('watches and unwatches for the caller; nothing when unchanged', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const watched = await o.reader.call<WriteResult>('PATCH', `/api/v1/tasks/${id}/watch`, { status: 'watching' });
    expect(watched.status).toBe(200);
    expect((await o.reader.call<WriteResult>('PATCH', `/api/v1/tasks/${id}/watch`, { status: 'watching' })).body.version).toBe(watched.body.version);
    expect((await getTask(o.author, id)).watchers).toEqual([o.reader.user.id]);
    expect((await o.reader.call('PATCH', `/api/v1/tasks/${id}/watch`, { status: 'not_watching' })).status).toBe(200);
    expect((await getTask(o.author, id)).watchers).toEqual([]);
    expect((await o.reader.call('PATCH', `/api/v1/tasks/${id}/watch`, { status: 'maybe' })).status).toBe(422);
    expect((await o.stranger.call('PATCH', `/api/v1/tasks/${id}/watch`, { status: 'watching' })).status).toBe(404);
  });

  it('assigns active members once, unassigns, and refuses others', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const assigned = await o.author.call<WriteResult>('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.assignee.user.id });
    expect(assigned.status).toBe(201);
    const again = await o.author.call<WriteResult>('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.assignee.user.id });
    expect(again.body.version).toBe(assigned.body.version);
    const unknown = await o.author.call<ErrorBody>('POST', `/api/v1/tasks/${id}/assignees`, { user_id: 'nobody' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ user_id: ['Please choose an active member of the organisation.'] });
    expect((await o.author.call('POST', `/api/v1/tasks/${id}/assignees`, {})).status).toBe(422);
    expect((await o.reader.call('POST', `/api/v1/tasks/${id}/assignees`, { user_id: o.reader.user.id })).status).toBe(403);
    expect((await o.assignee.call('PATCH', `/api/v1/tasks/${id}/assignees/${o.assignee.user.id}`, { status: 'done' })).status).toBe(422);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${id}/assignees/${o.assignee.user.id}`)).status).toBe(200);
    const missing = await o.author.call<ErrorBody>('DELETE', `/api/v1/tasks/${id}/assignees/${o.assignee.user.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('tasks.assignee_not_found');
    expect((await getTask(o.author, id)).assignees).toEqual([]);
  });

  it('takes comments while enabled; only their author changes or deletes them', async () => {
    const id = await createTask(o.author, publishedBody(o, { comments_enabled: true }));
    const added = await o.reader.call<WriteResult>('POST', `/api/v1/tasks/${id}/comments`, { body: 'Ist das erledigt?' });
    expect(added.status).toBe(201);
    const cid = added.body.id;
    expect((await getTask(o.author, id)).comments).toEqual([
      expect.objectContaining({ id: cid, body: 'Ist das erledigt?', author_id: o.reader.user.id }),
    ]);
    expect((await o.author.call('PUT', `/api/v1/tasks/${id}/comments/${cid}`, { body: 'Nein' })).status).toBe(403);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${id}/comments/${cid}`)).status).toBe(403);
    expect((await o.reader.call('PUT', `/api/v1/tasks/${id}/comments/${cid}`, { body: 'Doch erledigt.' })).status).toBe(200);
    expect((await o.reader.call('PUT', `/api/v1/tasks/${id}/comments/${cid}`, { body: '' })).status).toBe(422);
    expect(
      (await o.reader.call<ErrorBody>('PUT', `/api/v1/tasks/${id}/comments/00000000-0000-4000-8000-000000000000`, { body: 'x' })).body.code,
    ).toBe('tasks.comment_not_found');
    expect((await o.author.call('PATCH', `/api/v1/tasks/${id}`, { comments_enabled: false })).status).toBe(200);
    const disabled = await o.reader.call<ErrorBody>('POST', `/api/v1/tasks/${id}/comments`, { body: 'Noch was' });
    expect(disabled.status).toBe(409);
    expect(disabled.body.code).toBe('tasks.comments_disabled');
    expect((await o.reader.call('DELETE', `/api/v1/tasks/${id}/comments/${cid}`)).status).toBe(200);
    expect((await getTask(o.author, id)).comments).toEqual([]);
    expect((await o.stranger.call('POST', `/api/v1/tasks/${id}/comments`, { body: 'x' })).status).toBe(404);
  });

  it('links contacts of the account with a public flag', async () => {
    const id = await createTask(o.author, publishedBody(o));
    const linked = await o.author.call<WriteResult>('POST', `/api/v1/tasks/${id}/contacts`, { contact_id: o.contactId });
    expect(linked.status).toBe(201);
    expect((await o.author.call<{ data: unknown[] }>('GET', `/api/v1/tasks/${id}/contacts`)).body.data).toEqual([
      { contact_id: o.contactId, public: false },
    ]);
    const unknown = await o.author.call<ErrorBody>('POST', `/api/v1/tasks/${id}/contacts`, { contact_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['contact_id']);
    expect((await o.reader.call('POST', `/api/v1/tasks/${id}/contacts`, { contact_id: o.contactId })).status).toBe(403);
    expect((await o.author.call('PUT', `/api/v1/tasks/${id}/contacts/${o.contactId}`, { public: true })).status).toBe(200);
    expect((await o.author.call('PUT', `/api/v1/tasks/${id}/contacts/${o.contactId}`, {})).status).toBe(422);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${id}/contacts/${o.contactId}`)).status).toBe(200);
    expect((await o.author.call<ErrorBody>('DELETE', `/api/v1/tasks/${id}/contacts/${o.contactId}`)).body.code).toBe('tasks.contact_not_linked');
    const history = await o.author.call<{ data: Array<{ changes: Array<{ field: string }> }> }>('GET', `/api/v1/tasks/${id}/history`);
    expect(history.body.data.flatMap((e) => e.changes.map((c) => c.field))).toEqual(
      expect.arrayContaining([`contacts.${o.contactId}`, `contacts.${o.contactId}.public`]),
    );
    const view: TaskView = await getTask(o.author, id);
    expect(view.contacts).toEqual([]);
  });
});

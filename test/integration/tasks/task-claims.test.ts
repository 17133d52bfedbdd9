import type { TaskView, WriteResult } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
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
import { unique } from '../contacts/contacts-fixture';

type History = { data: Array<{ type: string; changes: Array<{ field: string; from: unknown; to: unknown }> }> };

// Claims on tasks (seed §3: a task has claims; a task type has is_claim; claim types form a tree).
describe('task claims and overdue', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  let claimTaskType: string;
  let lieferung: string;
  let menge: string;

  const created = async (response: { status: number; body: unknown }): Promise<string> => {
    if (response.status !== 201) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return (response.body as WriteResult).id;
  };
  const eventCount = async (id: string) => (await f.t.app.get<EventStore>(EVENT_STORE).readStream(`task-${id}`, { accountId: o.org })).length;

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
    const prefix = `R${unique().slice(0, 3).toUpperCase()}`;
    claimTaskType = await created(
      await o.manager.call('POST', '/api/v1/account_manager/task_types', { title: `Reklamation ${prefix}`, short: prefix, is_claim: true }),
    );
    const root = await created(await o.manager.call('POST', '/api/v1/account_manager/claim_types', { title: `Mangel ${prefix}` }));
    lieferung = await created(await o.manager.call('POST', '/api/v1/account_manager/claim_types', { title: `Lieferung ${prefix}`, parent_id: root }));
    menge = await created(await o.manager.call('POST', '/api/v1/account_manager/claim_types', { title: `Menge ${prefix}`, parent_id: root }));
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  it('sets claims on a task of a claim type, on create and by PATCH; staff see them, portal users do not', async () => {
    const id = await createTask(o.author, publishedBody(o, { type: claimTaskType, claims: [lieferung] }));
    expect((await getTask(o.author, id)).claims).toEqual([lieferung]);
    const patched = await o.editor.call<WriteResult>('PATCH', `/api/v1/tasks/${id}`, { claims: [lieferung, menge] });
    expect(patched.status).toBe(200);
    expect((await getTask(o.reader, id)).claims).toEqual([lieferung, menge]);
    expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}`, { claims: null })).status).toBe(200);
    expect((await getTask(o.author, id)).claims).toEqual([]);
    // Shared with the portal: the PortalTaskView has no claims.
    await o.author.call('PATCH', `/api/v1/tasks/${id}`, { claims: [menge] });
    expect((await o.author.call('POST', `/api/v1/tasks/${id}/contacts`, { contact_id: o.contactId, public: true })).status).toBe(201);
    const portal = await o.portal.call<Record<string, unknown>>('GET', `/api/v1/tasks/${id}`);
    expect(portal.status).toBe(200);
    expect(portal.body).not.toHaveProperty('claims');
  });

  it('refuses a claim that is no claim type of the account with 422 claims: tasks.claim_unknown; nothing appended', async () => {
    const refused = await o.author.call<ErrorBody>(
      'POST',
      '/api/v1/tasks',
      publishedBody(o, { type: claimTaskType, claims: [lieferung, 'no-such-claim'] }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ claims: [expect.any(String)] });
    expect(JSON.stringify(refused.body)).toContain('claim type does not exist');
    // A task type id is no claim type either.
    const id = await createTask(o.author, publishedBody(o, { type: claimTaskType }));
    const before = await eventCount(id);
    const patch = await o.author.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}`, { claims: [o.typeId] });
    expect(patch.status).toBe(422);
    expect(Object.keys(patch.body.errors ?? {})).toEqual(['claims']);
    expect(await eventCount(id)).toBe(before);
    expect((await o.author.call('PATCH', `/api/v1/tasks/${id}`, { claims: 'x' })).status).toBe(422);
    expect((await o.author.call('PATCH', `/api/v1/tasks/${id}`, { claims: [lieferung, lieferung] })).status).toBe(422);
  });

  it('refuses claims without a claim type (422 tasks.claims_need_claim_type), also when the type changes away from one', async () => {
    const refused = await o.author.call<ErrorBody>('POST', '/api/v1/tasks', publishedBody(o, { claims: [lieferung] }), { 'content-language': 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ claims: ['Claim types can only be set on a task whose type is a claim.'] });
    const id = await createTask(o.author, publishedBody(o, { type: claimTaskType, claims: [lieferung] }));
    const before = await eventCount(id);
    const retyped = await o.author.call<ErrorBody>('PATCH', `/api/v1/tasks/${id}`, { type: o.typeId });
    expect(retyped.status).toBe(422);
    expect(Object.keys(retyped.body.errors ?? {})).toEqual(['claims']);
    expect(await eventCount(id)).toBe(before);
    // Clearing the claims with the change of type is fine.
    expect((await o.author.call('PATCH', `/api/v1/tasks/${id}`, { type: o.typeId, claims: [] })).status).toBe(200);
    expect(await getTask(o.author, id)).toMatchObject({ type: o.typeId, claims: [] });
  });

  it('shows claims in the history', async () => {
    const id = await createTask(o.author, publishedBody(o, { type: claimTaskType, claims: [lieferung] }));
    await o.author.call('PATCH', `/api/v1/tasks/${id}`, { claims: [menge] });
    const history = await o.author.call<History>('GET', `/api/v1/tasks/${id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.at(-1)).toEqual(
      expect.objectContaining({ type: 'TaskChanged', changes: [{ field: 'claims', from: [lieferung], to: [menge] }] }),
    );
    const old = await o.author.call<TaskView>('GET', `/api/v1/tasks/${id}?version=1`);
    expect(old.body.claims).toEqual([lieferung]);
  });

  it('keeps a claim type that a live task names from being deleted (409 types.type_in_use with the count)', async () => {
    const prefix = unique().slice(0, 4);
    const used = await created(await o.manager.call('POST', '/api/v1/account_manager/claim_types', { title: `Verpackung ${prefix}` }));
    const first = await createTask(o.author, publishedBody(o, { type: claimTaskType, claims: [used] }));
    await createTask(o.author, publishedBody(o, { type: claimTaskType, claims: [used, lieferung] }));
    const refused = await o.manager.call<ErrorBody>('DELETE', `/api/v1/account_manager/claim_types/${used}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'types.type_in_use', errors: { usage: ['This type is still used by 2 items and cannot be deleted.'] } },
    });
    expect((await o.deleter.call('DELETE', `/api/v1/tasks/${first}`)).status).toBe(200);
    const stillOne = await o.manager.call<ErrorBody>('DELETE', `/api/v1/account_manager/claim_types/${used}`);
    expect(stillOne.body.errors).toEqual({ usage: ['This type is still used by 1 item and cannot be deleted.'] });
  });

  // Overdue follows the status and the due date (seed §4).
  describe('overdue re-check', () => {
    const statusOf = async (id: string) => (await getTask(o.author, id)).status;
    const eventually = async (id: string, status: string) => {
      const deadline = Date.now() + 10_000;
      while ((await statusOf(id)) !== status && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      return statusOf(id);
    };

    it('makes a closed task with a past due date overdue again when it is reopened', async () => {
      const id = await createTask(o.author, publishedBody(o, { due_date: '2020-01-01' }));
      expect(await eventually(id, 'overdue')).toBe('overdue');
      expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'closed' })).status).toBe(200);
      expect(await statusOf(id)).toBe('closed');
      expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'in_progress' })).status).toBe(200);
      expect(await statusOf(id)).toBe('overdue');
    });

    it('marks an open task overdue at once when its due date moves into the past, and gives back its status when it moves out', async () => {
      const id = await createTask(o.author, publishedBody(o, { due_date: '2999-12-31' }));
      await o.editor.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'in_progress' });
      expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}`, { due_date: '2021-06-30' })).status).toBe(200);
      expect(await statusOf(id)).toBe('overdue');
      expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}`, { due_date: '2999-01-01' })).status).toBe(200);
      expect(await statusOf(id)).toBe('in_progress');
    });

    it('leaves a reopened task open while its due date is still ahead', async () => {
      const id = await createTask(o.author, publishedBody(o, { due_date: '2999-12-31' }));
      await o.editor.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'closed' });
      await o.editor.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'open' });
      expect(await statusOf(id)).toBe('open');
    });
  });
});

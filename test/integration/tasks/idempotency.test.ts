import type { TaskListView, WriteResult } from '@kollab/contracts';
import { FIXTURE_TIMEOUT_MS, startTasksFixture, type ErrorBody, type TasksFixture, type TasksOrg } from './tasks-fixture';

// Idempotency-Key on POST (issue 12 item 5), through the task routes: a client that got
// no answer sends the request again and gets the first result, not a second task.
describe('Idempotency-Key', () => {
  let f: TasksFixture;
  let o: TasksOrg;
  let n = 0;

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const key = () => `key-${process.pid}-${Date.now()}-${n++}`;
  const create = (title: string, idempotencyKey?: string) =>
    o.author.call<WriteResult & ErrorBody>(
      'POST',
      '/api/v1/tasks',
      { title, type: o.typeId },
      idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    );
  const tasksTitled = async (title: string) => {
    const list = await o.author.call<TaskListView>('GET', `/api/v1/tasks?filter[search]=${encodeURIComponent(title)}&limit=100`);
    return list.body.data.filter((task) => task.title === title);
  };

  it('the same key and request answer the first result, marked as replayed, and make one task', async () => {
    const k = key();
    const first = await create('Idempotent A', k);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await create('Idempotent A', k);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await tasksTitled('Idempotent A')).toHaveLength(1);
    // without a key, each request is its own
    await create('Idempotent A');
    expect(await tasksTitled('Idempotent A')).toHaveLength(2);
  });

  it('the same key with another request is refused (422) and does nothing', async () => {
    const k = key();
    expect((await create('Idempotent B', k)).status).toBe(201);
    const other = await create('Idempotent B2', k);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('request.idempotency_key_reused');
    expect(await tasksTitled('Idempotent B2')).toHaveLength(0);
  });

  it('a key is its caller’s own: another user with the same key makes a task of their own', async () => {
    const k = key();
    const mine = await create('Idempotent C', k);
    const theirs = await o.editor.call<WriteResult>('POST', '/api/v1/tasks', { title: 'Idempotent C', type: o.typeId }, { 'idempotency-key': k });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('a request still running answers 409 with Retry-After; an error keeps nothing, so the retry runs', async () => {
    const k = key();
    await f.t.sql.query(`INSERT INTO http_idempotency (scope, key, fingerprint, claimed_at) SELECT $1, $2, 'x', now()`, [o.author.user.id, k]);
    const busy = await create('Idempotent D', k);
    // another request (the fingerprint differs) is refused as such; the same one waits
    expect(busy.status).toBe(422);
    await f.t.sql.query(`DELETE FROM http_idempotency WHERE key = $1`, [k]);

    const running = await create('Idempotent D', k);
    await f.t.sql.query(`UPDATE http_idempotency SET status = NULL, body = NULL WHERE key = $1`, [k]);
    const waiting = await create('Idempotent D', k);
    expect(waiting.status).toBe(409);
    expect(waiting.body.code).toBe('request.idempotency_in_progress');
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(running.status).toBe(201);

    const k2 = key();
    const refused = await o.author.call<ErrorBody>('POST', '/api/v1/tasks', { type: o.typeId }, { 'idempotency-key': k2 });
    expect(refused.status).toBe(422);
    expect((await f.t.sql.query(`SELECT 1 FROM http_idempotency WHERE key = $1`, [k2])).length).toBe(0);
    expect((await create('Idempotent E', k2)).status).toBe(201);
  });

  it('after a crash between the write and the answer, the retry takes the claim over and finds the task it made: still one', async () => {
    const k = key();
    const first = await create('Idempotent F', k);
    // what a process that died after appending leaves: a claim without an answer, older than 5 s
    await f.t.sql.query(`UPDATE http_idempotency SET status = NULL, body = NULL, claimed_at = now() - interval '1 minute' WHERE key = $1`, [k]);
    const retry = await create('Idempotent F', k);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await tasksTitled('Idempotent F')).toHaveLength(1);
  });

  it('refuses a key that is no key', async () => {
    const refused = await create('Idempotent G', 'x'.repeat(256));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('request.idempotency_key_invalid');
    expect(await tasksTitled('Idempotent G')).toHaveLength(0);
  });
});

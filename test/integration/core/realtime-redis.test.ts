import { randomUUID } from 'node:crypto';
import { rooms, viewChangedEvent, type ViewChangedMessage } from '@kollab/contracts';
import type { ReadModelChange } from '@kollab/server/core/read-store/read-store';
import { testJwtSecret, testPrincipal } from '../../support/auth-tokens';
import { startRealtimeApp, waitForRealtimeServers, type RealtimeTestApp } from '../../support/realtime-app';
import { RecordingClient } from '../../support/realtime-client';
import { redisAvailable, TEST_REDIS_URL } from '../../support/services';

const NOTE_CHANGED = viewChangedEvent('notes', 'note');

if (!redisAvailable()) console.warn(`[tests] Redis not reachable at ${TEST_REDIS_URL}: realtime Redis adapter suite skipped`);
const describeWithRedis = redisAvailable() ? describe : describe.skip;

describeWithRedis('realtime across processes with the Redis adapter', () => {
  // Own channels for this run, so parallel runs on the same Redis never see each other.
  const redisKey = `kollab-test:${randomUUID()}`;
  const secret = testJwtSecret();
  let instanceA: RealtimeTestApp;
  let instanceB: RealtimeTestApp;
  const clients: RecordingClient[] = [];
  let position = 0;

  const connect = async (instance: RealtimeTestApp, principal = testPrincipal()) => {
    const client = await RecordingClient.connect(instance.url, { token: await instance.token(principal) });
    clients.push(client);
    return { client, principal };
  };
  const change = (accountId: string): ReadModelChange => {
    const id = randomUUID();
    return { collection: 'test_notes', accountId, id, doc: { id } };
  };

  beforeAll(async () => {
    [instanceA, instanceB] = await Promise.all([startRealtimeApp({ secret, redisKey }), startRealtimeApp({ secret, redisKey })]);
    for (const instance of [instanceA, instanceB]) {
      instance.audiences.register({
        collection: 'test_notes',
        context: 'notes',
        view: 'note',
        rooms: (c) => [rooms.account(c.accountId)],
      });
    }
    await waitForRealtimeServers(instanceA, 2);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([instanceA?.close(), instanceB?.close()]);
  });

  it('delivers a change published in instance A to a client connected to instance B', async () => {
    const accountId = randomUUID();
    const onB = await connect(instanceB, testPrincipal({ accountId }));
    const onA = await connect(instanceA, testPrincipal({ accountId }));
    const changed = change(accountId);
    instanceA.publish(++position, changed);
    const expected: ViewChangedMessage = { collection: 'test_notes', id: changed.id, view: changed.doc, position };
    await expect(onB.client.waitFor(NOTE_CHANGED, changed.id)).resolves.toEqual(expected);
    await expect(onA.client.waitFor(NOTE_CHANGED, changed.id)).resolves.toEqual(expected);
  });

  it("does not deliver it to instance B's clients of another account", async () => {
    const other = await connect(instanceB);
    const target = await connect(instanceB);
    const first = change(target.principal.accountId);
    instanceA.publish(++position, first);
    const later = change(other.principal.accountId);
    instanceA.publish(++position, later);
    // Both went through A's one Redis connection in order, so B saw the first before the second.
    await other.client.waitFor(NOTE_CHANGED, later.id);
    expect(other.client.received.map((m) => (m.message as ViewChangedMessage).id)).toEqual([later.id]);
    await target.client.waitFor(NOTE_CHANGED, first.id);
  });
});

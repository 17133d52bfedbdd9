import { randomUUID } from 'node:crypto';
import { rooms, viewChangedEvent } from '@kollab/contracts';
import { ProjectionCommits } from '@kollab/server/core/projections/projection-commits';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { ViewAudiences } from '@kollab/server/core/realtime/view-audiences';
import { RecordingClient } from '../../support/realtime-client';
import { startAccountsApp, type AccountsTestApp, type TestUser } from '../../support/accounts-app';

// The socket handshake with a real identity token and a real Account signature: the
// account room comes from the signature, checked like the HTTP header.
describe('socket handshake with the Account signature', () => {
  let t: AccountsTestApp;
  let manager: TestUser;
  let orgA: string;
  let orgB: string;
  const clients: RecordingClient[] = [];
  const probeChanged = viewChangedEvent('test', 'probe');

  beforeAll(async () => {
    t = await startAccountsApp();
    manager = await t.user();
    orgA = await t.organisation(manager);
    orgB = await t.organisation(await t.user());
    t.app
      .get(ViewAudiences)
      .register({ collection: 'test_probes', context: 'test', view: 'probe', rooms: (change) => [rooms.account(change.accountId)] });
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await t.close();
  });

  const push = (accountId: string, position: number) => {
    const id = randomUUID();
    t.app.get(ProjectionCommits).publish({
      projection: 'test-probes',
      checkpoint: { transactionId: '1', position },
      changes: [{ collection: 'test_probes', accountId, id, doc: { id } }],
    });
    return id;
  };

  it('joins the rooms of the signed account, and only those', async () => {
    const unsigned = await RecordingClient.connect(t.url, { token: manager.token });
    const signed = await RecordingClient.connect(t.url, { token: manager.token, account: await t.signature(manager, orgA) });
    clients.push(unsigned, signed);
    push(orgB, 1);
    const own = push(orgA, 2);
    await signed.waitFor(probeChanged, own);
    expect(signed.received.map((m) => (m.message as { id: string }).id)).toEqual([own]);
    // Without a signature the socket is in its user room only: a message sent there after
    // the account pushes arrives, and nothing before it did.
    const ping = randomUUID();
    t.app.get(RealtimeGateway).emitToRooms([rooms.user(manager.id)], 'test/ping', { id: ping });
    await unsigned.waitFor('test/ping', ping);
    expect(unsigned.received.map((m) => m.event)).toEqual(['test/ping']);
  });

  it('refuses a tampered signature', async () => {
    const signature = await t.signature(manager, orgA);
    await expect(RecordingClient.connect(t.url, { token: manager.token, account: `${signature}x` })).rejects.toThrow('auth.unauthorized');
  });
});

import { randomUUID } from 'node:crypto';
import { viewChangedEvent, type ViewChangedMessage } from '@kollab/contracts';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import { testJwtSecret, testPrincipal } from '../../support/auth-tokens';
import { NotesModule } from '../../support/notes/notes.module';
import { RecordingClient } from '../../support/realtime-client';
import { request, startTestApp, type TestApp } from '../../support/test-app';

describe('a command pushes the changed view to the rooms allowed to see it', () => {
  let t: TestApp;
  const secret = testJwtSecret();
  const clients: RecordingClient[] = [];
  const noteChanged = viewChangedEvent('test', 'note');

  beforeAll(async () => {
    t = await startTestApp({ imports: [NotesModule], env: { JWT_SECRET: secret } });
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await t.close();
  });

  async function connect(accountId: string): Promise<RecordingClient> {
    const token = await issueAccessToken(testPrincipal({ accountId }), secret, 300);
    const client = await RecordingClient.connect(t.url, { token });
    clients.push(client);
    return client;
  }

  const create = (accountId: string, title: string) =>
    request<{ id: string; position: number }>(t.url, 'POST', '/api/test/notes', {
      body: { title },
      headers: { 'x-test-account': accountId },
    });

  it('refuses a handshake without a valid token', async () => {
    await expect(RecordingClient.connect(t.url)).rejects.toThrow('auth.unauthorized');
    await expect(RecordingClient.connect(t.url, { token: 'not-a-jwt' })).rejects.toThrow('auth.unauthorized');
  });

  it('delivers the view with the command position to its account only', async () => {
    const accountA = `acc-${randomUUID()}`;
    const accountB = `acc-${randomUUID()}`;
    const a = await connect(accountA);
    const b = await connect(accountB);

    const created = await create(accountA, 'Live');
    expect(created.status).toBe(201);
    const pushed = (await a.waitFor(noteChanged, created.body.id)) as ViewChangedMessage<{ title: string }>;
    expect(pushed.view).toMatchObject({ id: created.body.id, title: 'Live', version: 1 });
    expect(pushed.position).toBeGreaterThanOrEqual(created.body.position);

    // B's own note arrives; A's never did (checked once B's later message is in).
    const own = await create(accountB, 'Mine');
    await b.waitFor(noteChanged, own.body.id);
    expect(b.received.map((m) => (m.message as ViewChangedMessage).id)).toEqual([own.body.id]);

    const renamed = await request<{ id: string }>(t.url, 'PATCH', `/api/test/notes/${created.body.id}`, {
      body: { title: 'Live 2' },
      headers: { 'x-test-account': accountA },
    });
    expect(renamed.status).toBe(200);
    await a.received.length;
    const updates = () => a.received.filter((m) => (m.message as ViewChangedMessage).id === created.body.id);
    await new Promise<void>((resolve) => {
      const check = () => (updates().length >= 2 ? resolve() : setTimeout(check, 10));
      check();
    });
    expect((updates()[1].message as ViewChangedMessage<{ title: string }>).view?.title).toBe('Live 2');
  });
});

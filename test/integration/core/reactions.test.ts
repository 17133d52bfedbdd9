import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NoteMailModule } from '../../support/notes/note-mail.reaction';
import { NotesModule } from '../../support/notes/notes.module';
import { request, startTestApp, type TestApp } from '../../support/test-app';

describe('reactions turn events into jobs exactly once (SQL queue, outbox mail, PGlite)', () => {
  let t: TestApp;
  const outbox = () => join(t.config.dataDir, 'mail');
  const mails = () => {
    try {
      return readdirSync(outbox())
        .filter((file) => file.endsWith('.eml'))
        .map((file) => readFileSync(join(outbox(), file), 'utf8'));
    } catch {
      return [];
    }
  };
  const mailsAbout = (title: string) => mails().filter((mail) => mail.includes(title));

  async function eventually<T>(probe: () => T, done: (value: T) => boolean, timeoutMs = 15000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = probe();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error('condition not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const createNote = (title: string) =>
    request<{ id: string }>(t.url, 'POST', '/api/test/notes', { body: { title, teamId: 'team-x' }, headers: { 'x-test-account': 'acc-mail' } });

  beforeAll(async () => {
    t = await startTestApp({ imports: [NotesModule, NoteMailModule] });
  });
  afterAll(() => t.close());

  it('mails once per event, and not again when the reaction reads the events a second time', async () => {
    const title = `Plan ${randomUUID()}`;
    expect((await createNote(title)).status).toBe(201);
    const [mail] = await eventually(
      () => mailsAbout(title),
      (found) => found.length === 1,
    );
    expect(mail).toContain('To: team-x@example.test');

    // Rewind the reaction to the start: every event is read again, no job runs twice.
    await t.sql.query(`UPDATE projection_checkpoints SET tx_id = '0'::xid8, position = 0 WHERE name = 'reaction:test-note-mail'`);
    const marker = `Marker ${randomUUID()}`;
    await createNote(marker);
    await eventually(
      () => mailsAbout(marker),
      (found) => found.length === 1,
    );
    const [{ position }] = await t.sql.query<{ position: number }>(
      `SELECT position FROM projection_checkpoints WHERE name = 'reaction:test-note-mail'`,
    );
    expect(Number(position)).toBeGreaterThan(0);
    expect(mailsAbout(title)).toHaveLength(1);
  });
});

describe('a reaction added to a store that already has events', () => {
  it('starts after them instead of replaying history', async () => {
    const first = await startTestApp({ imports: [NotesModule] });
    const title = `Old ${randomUUID()}`;
    await request(first.url, 'POST', '/api/test/notes', { body: { title }, headers: { 'x-test-account': 'acc-old' } });
    const [{ count }] = await first.sql.query<{ count: number | string }>('SELECT count(*) AS count FROM es_events');
    expect(Number(count)).toBeGreaterThan(0);
    // The same database, now with the reaction: prepare() puts its checkpoint at the head.
    const { ReactionRunner } = await import('@kollab/server/core/reactions/reaction-runner');
    const { SqlEventStore } = await import('@kollab/server/core/event-store/sql-event-store');
    const { noteMailReaction } = await import('../../support/notes/note-mail.reaction');
    const enqueued: string[] = [];
    const jobs = { enqueue: async (_name: string, _data: unknown, options: { jobId: string }) => (enqueued.push(options.jobId), { enqueued: true }) };
    const runner = new ReactionRunner(first.sql, await SqlEventStore.open(first.sql), jobs as never, noteMailReaction);
    await runner.prepare();
    expect(await runner.step()).toBe(false);
    expect(enqueued).toEqual([]);
    await first.close();
  });
});

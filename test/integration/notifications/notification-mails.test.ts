import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FilterSubscriptionListView, NotificationListView, NotificationSettingsView, WriteResult } from '@kollab/contracts';
import { EVENT_STORE, type EventStore } from '@kollab/server/core/event-store/event-store';
import {
  NotificationDigestJob,
  NotificationMailSweepJob,
  type NotificationDigestJobData,
  type NotificationMailSweepJobData,
} from '@kollab/server/contexts/notifications/jobs/notification-mail.jobs';
import { readOutbox, waitForMail } from '../../support/identity-mail';
import { eventually } from '../../support/jobs-waits';
import {
  createTask,
  publishedBody,
  startTasksFixture,
  type Caller,
  type ErrorBody,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from '../tasks/tasks-fixture';

// Notifications by e-mail (issue 17): the settings, one mail for a burst, the digest without
// what the user can no longer read, the signed one-click unsubscribe, and saved-filter
// subscriptions that tell when a task starts or stops matching.
describe('notification mails and saved-filter subscriptions', () => {
  let f: TasksFixture;
  let o: TasksOrg;

  beforeAll(async () => {
    f = await startTasksFixture();
    o = await f.tasksOrg();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(() => f?.t.close());

  const settingsOf = (caller: Caller) => `/api/v1/users/${caller.user.id}/notification_settings`;
  const mailEvents = async (caller: Caller) =>
    (await f.t.app.get<EventStore>(EVENT_STORE).readStream(`notification_mail-${caller.user.id}`, { accountId: o.org })).filter(
      (event) => event.type === 'NotificationsMailed',
    );
  const about = async (caller: Caller, id: string) =>
    (await caller.call<NotificationListView>('GET', '/api/v1/notifications')).body.data.filter((row) => row.item.id === id);
  const assign = async (title: string, to: Caller): Promise<{ id: string; write: WriteResult; at: string }> => {
    const id = await createTask(o.author, publishedBody(o, { title }));
    const assigned = await o.author.call<WriteResult>('POST', `/api/v1/tasks/${id}/assignees`, { user_id: to.user.id });
    expect(assigned.status).toBe(201);
    const [told] = await eventually(async () => ((await about(to, id)).length > 0 ? about(to, id) : undefined));
    return { id, write: assigned.body, at: told.created_at };
  };
  /** The queued jobs of a kind in this account (the SQL queue's table), oldest first. */
  const jobRows = <Data>(name: string, userId?: string) =>
    eventually(async () => {
      const rows = await f.t.sql.query<{ data: Data; run_at: string | Date }>(
        `SELECT data, run_at FROM kollab_jobs WHERE name = $1 AND data->>'account_id' = $2 AND ($3::text IS NULL OR data->>'user_id' = $3)
          ORDER BY run_at`,
        [name, o.org, userId ?? null],
      );
      return rows.length > 0 ? rows : undefined;
    }, 15_000);

  it('keeps each user’s own settings: defaults, changes, refusals', async () => {
    const fresh = await o.reader.call<NotificationSettingsView>('GET', settingsOf(o.reader));
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ email: 'daily', time_zone: 'Europe/Berlin', version: 0 });
    expect(Object.values(fresh.body.kinds).every(Boolean)).toBe(true);
    expect((await o.reader.call<ErrorBody>('GET', settingsOf(o.assignee))).body.code).toBe('notifications.settings_not_own');
    expect((await o.reader.call<ErrorBody>('PUT', settingsOf(o.assignee), { email: 'off' })).status).toBe(403);
    const bad = await o.reader.call<ErrorBody>('PUT', settingsOf(o.reader), {
      email: 'hourly',
      time_zone: 'Mars/Olympus',
      kinds: { commented: 'no' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'kinds.commented', 'time_zone']);
    const saved = await o.reader.call<WriteResult>('PUT', settingsOf(o.reader), {
      email: 'daily',
      kinds: { commented: false },
      time_zone: 'Europe/Vienna',
    });
    expect(saved.status).toBe(200);
    const now = await o.reader.call<NotificationSettingsView>('GET', settingsOf(o.reader));
    expect(now.body).toMatchObject({ email: 'daily', time_zone: 'Europe/Vienna', version: 1, kinds: { commented: false, assigned: true } });
  });

  it('mails a burst as one mail a minute on, once, with a signed one-click unsubscribe link', async () => {
    expect((await o.assignee.call('PUT', settingsOf(o.assignee), { email: 'immediately' })).status).toBe(200);
    const first = await assign('Mail: Lieferschein prüfen', o.assignee);
    const second = await assign('Mail: Rechnung freigeben', o.assignee);
    // The reaction queued the account's sweep for the minute of the changes, to run a minute after that minute ended
    // (run_at is the database's now() plus the delay the reaction computed).
    const [queued] = await jobRows<NotificationMailSweepJobData>('NotificationMailSweepJob');
    expect(queued.data).toMatchObject({ account_id: o.org, minute: expect.any(Number), position: expect.any(Number) });
    expect(Math.abs(new Date(queued.run_at).getTime() - (queued.data.minute + 2) * 60_000)).toBeLessThan(5_000);
    expect(Math.floor(Date.parse(second.at) / 60_000) - queued.data.minute).toBeLessThanOrEqual(1);

    // The sweep (its handler, as the queue runs it then): one mail with both, and the decision recorded once.
    const sweep = f.t.app.get(NotificationMailSweepJob);
    await sweep.handle({ ...queued.data, position: second.write.position });
    const mail = await waitForMail(f.t.config.dataDir, { to: o.assignee.user.email, contains: 'Mail: Lieferschein prüfen' });
    expect(mail.text).toContain('Mail: Rechnung freigeben');
    expect(mail.text).toContain(`/tasks/${first.id}`);
    await sweep.handle({ ...queued.data, position: second.write.position });
    expect(await mailEvents(o.assignee)).toHaveLength(1);
    expect((await readOutbox(f.t.config.dataDir)).filter((sent) => sent.text.includes('Mail: Rechnung freigeben'))).toHaveLength(1);
    const raw = await readFile(join(f.t.config.dataDir, 'mail', mail.file), 'utf8');
    expect(raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/v1\/notification_settings\/unsubscribe\?token=[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The link works without a login, the way a mail program posts it; a tampered one does not.
    const token = /\/unsubscribe\?token=(\S+)/.exec(mail.text)![1];
    const post = (value: string) =>
      fetch(`${f.t.url}/api/v1/notification_settings/unsubscribe?token=${value}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const tampered = await post(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as ErrorBody).code).toBe('notifications.unsubscribe_invalid');
    const forged = await post(`${Buffer.from(JSON.stringify([o.org, o.reader.user.id])).toString('base64url')}.${token.split('.')[1]}`);
    expect(forged.status).toBe(400);
    const done = await post(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ email: 'off' });
    expect((await o.assignee.call<NotificationSettingsView>('GET', settingsOf(o.assignee))).body.email).toBe('off');
    expect((await o.reader.call<NotificationSettingsView>('GET', settingsOf(o.reader))).body.email).toBe('daily');
  });

  it('sends the daily digest without what the user can no longer read', async () => {
    expect((await o.reader.call('PUT', settingsOf(o.reader), { email: 'daily', time_zone: 'Europe/Berlin' })).status).toBe(200);
    const kept = await assign('Digest: bleibt', o.reader);
    const gone = await assign('Digest: wird gelöscht', o.reader);
    expect((await o.author.call('DELETE', `/api/v1/tasks/${gone.id}`)).status).toBe(200);
    // The sweep queues the reader's digest for the next 07:00 Berlin time.
    const minute = Math.floor(Date.parse(gone.at) / 60_000);
    await f.t.app.get(NotificationMailSweepJob).handle({ account_id: o.org, minute, position: gone.write.position });
    const [queued] = await jobRows<NotificationDigestJobData>('NotificationDigestJob', o.reader.user.id);
    const at = new Date(queued.data.at);
    expect(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(at)).toBe('07:00');
    expect(at.getTime() - Date.now()).toBeGreaterThan(0);
    expect(at.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000 + 3_600_000);
    expect(Math.abs(new Date(queued.run_at).getTime() - at.getTime())).toBeLessThan(5_000);
    const day = queued.data.day;
    await f.t.app.get(NotificationDigestJob).handle({ ...queued.data, at: new Date(Date.now() + 1000).toISOString() });
    const digest = await waitForMail(f.t.config.dataDir, { to: o.reader.user.email, contains: 'Digest: bleibt' });
    expect(digest.text).toContain('Zusammenfassung');
    expect(digest.text).not.toContain('Digest: wird gelöscht');
    const [recorded] = await mailEvents(o.reader);
    expect(recorded.data).toMatchObject({ mode: 'daily', day });
    expect((recorded.data as { skipped: string[] }).skipped.length).toBeGreaterThan(0);
    expect(digest.text).toContain(`/tasks/${kept.id}`);
  });

  it('tells a subscriber when a task starts and stops matching their saved filter', async () => {
    const subscriptions = '/api/v1/filter_subscriptions';
    const bad = await o.author.call<ErrorBody>('POST', subscriptions, { list: 'tasks', name: 'Falsch', filter: { bogus: 1, status: 'weird' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['filter.bogus', 'filter.status']);
    const created = await o.author.call<WriteResult>('POST', subscriptions, { list: 'tasks', name: 'Erledigt', filter: { status: 'closed' } });
    expect(created.status).toBe(201);
    expect((await o.author.call('POST', subscriptions, { list: 'tasks', name: 'erledigt', filter: {} })).status).toBe(409);
    const listed = await o.author.call<FilterSubscriptionListView>('GET', subscriptions);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: created.body.id, list: 'tasks', name: 'Erledigt', filter: { status: 'closed' } }),
    ]);
    expect((await o.editor.call<FilterSubscriptionListView>('GET', subscriptions)).body.data).toEqual([]);
    expect((await o.editor.call<ErrorBody>('DELETE', `${subscriptions}/${created.body.id}`)).body.code).toBe('notifications.subscription_not_found');

    // The editor closes the author's task: it starts matching "Erledigt" (the author is told, the editor not), then stops.
    const id = await createTask(o.author, publishedBody(o, { title: 'Filter: Ware zurücksenden' }));
    expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'closed' })).status).toBe(200);
    const matched = await eventually(async () => (await about(o.author, id)).find((row) => row.kinds.includes('filter_matched')), 15_000);
    expect(matched).toMatchObject({ subscription: { id: created.body.id, name: 'Erledigt' }, actor_id: o.editor.user.id });
    expect((await o.author.call('POST', '/api/v1/notifications/read_all')).status).toBe(200);
    expect((await o.editor.call('PATCH', `/api/v1/tasks/${id}/status`, { status: 'open' })).status).toBe(200);
    await eventually(async () => (await about(o.author, id)).find((row) => !row.read && row.kinds.includes('filter_unmatched')), 15_000);

    // Renamed with its saved filter, then unsubscribed: no more news of it.
    expect(
      (await o.author.call('PUT', `${subscriptions}/${created.body.id}`, { list: 'tasks', name: 'Abgeschlossen', filter: { status: 'closed' } }))
        .status,
    ).toBe(200);
    expect((await o.author.call<FilterSubscriptionListView>('GET', subscriptions)).body.data[0].name).toBe('Abgeschlossen');
    expect((await o.author.call('DELETE', `${subscriptions}/${created.body.id}`)).status).toBe(200);
    expect((await o.author.call<FilterSubscriptionListView>('GET', subscriptions)).body.data).toEqual([]);
  });
});

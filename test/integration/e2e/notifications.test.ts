import { join } from 'node:path';
import { apiAs, describeInBrowser, SHOTS, signedInPage, useJourney } from './e2e-support';

const TASK = 'Server-Wartung planen';

/** The number in the bell's name ("Notifications, 3 unread"), 0 without one. */
const unreadOf = (name: string | null): number => Number(/, (\d+)/.exec(name ?? '')?.[1] ?? 0);

/**
 * The browser journey of issue 17: ben (English UI) is assigned to the Technik task; anna
 * comments on it; ben's bell counts it without a reload, his inbox says so and opens the task.
 */
describeInBrowser('browser journeys: notifications', () => {
  const journey = useJourney();

  it("anna comments on ben's task: ben's badge rises live and the inbox opens the task", async () => {
    const ben = await signedInPage(await journey().context({ width: 1400, height: 900 }), 'ben');
    await ben.waitForURL(/\/home$/);
    const bell = ben.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    // What the demo data told him already (a comment within a minute would join it): all read first.
    if (unreadOf(await bell.getAttribute('aria-label')) > 0) {
      await bell.click();
      await ben.getByRole('button', { name: 'Mark all as read' }).click();
      await ben.waitForTimeout(500);
      await ben.keyboard.press('Escape');
      await ben.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10000 });
    }
    const before = 0;

    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    const asAnna = await apiAs(anna, journey().server.url);
    const tasks = await asAnna<{ data: Array<{ id: string; title: string }> }>('GET', '/v1/tasks?filter[search]=Server-Wartung');
    const task = tasks.body.data.find((item) => item.title === TASK)!;
    expect((await asAnna('POST', `/v1/tasks/${task.id}/comments`, { body: 'Ich übernehme den Termin am Freitag.' })).status).toBe(201);

    await ben.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor({ timeout: 10000 });
    await ben.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = ben
      .getByRole('dialog', { name: 'Notifications' })
      .or(ben.getByRole('presentation').filter({ hasText: 'Mark all as read' }))
      .first();
    const line = drawer.getByText('Anna Albers commented').first();
    await line.waitFor();
    await ben.waitForTimeout(500); // the drawer's slide-in
    await ben.screenshot({ path: join(SHOTS, 'notifications-inbox.png') });
    await line.click();
    await ben.waitForURL(new RegExp(`/tasks/${task.id}$`));
    await ben.getByRole('heading', { level: 1, name: TASK, exact: true }).waitFor();
    await ben.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 10000 });
  });

  it('anna mails herself at once from her profile, subscribes to a saved filter, and is told when a task starts matching it', async () => {
    const anna = await signedInPage(await journey().context({ width: 1400, height: 900 }), 'anna');
    await anna.waitForURL(/\/home$/);

    // The profile's section: at once instead of the daily digest.
    await anna.goto(`${journey().server.url}/profile`);
    const section = anna.getByRole('region', { name: 'Benachrichtigungen per E-Mail' });
    await section.getByRole('radio', { name: 'Sofort (gesammelt je Minute)' }).check();
    await section.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await section.getByText('Gespeichert: Sofort (gesammelt je Minute)').waitFor();
    await section.screenshot({ path: join(SHOTS, 'notifications-settings.png') });

    // The closed tasks as a saved filter, with "Benachrichtigen" on.
    await anna.goto(`${journey().server.url}/tasks?status=closed`);
    await anna.getByRole('button', { name: 'Gespeicherte Filter' }).click();
    await anna.getByRole('menuitem', { name: 'Aktuellen Filter speichern …' }).click();
    await anna.getByRole('dialog', { name: 'Filter speichern' }).getByRole('textbox', { name: 'Name' }).fill('Erledigt');
    await anna.getByRole('dialog', { name: 'Filter speichern' }).getByRole('button', { name: 'Speichern' }).click();
    await anna.getByRole('button', { name: 'Gespeicherte Filter' }).click();
    const notify = anna.getByRole('button', { name: 'Benachrichtigen: Erledigt' });
    await notify.click();
    await anna.locator('[aria-label="Benachrichtigen: Erledigt"][aria-pressed="true"]').waitFor({ timeout: 10000 });
    await anna.screenshot({ path: join(SHOTS, 'notifications-saved-filter.png') });
    await anna.keyboard.press('Escape');

    // ben closes the task anna reads: it enters "Erledigt", and anna is told live.
    const bell = anna.getByRole('button', { name: /^Benachrichtigungen/ });
    const before = unreadOf(await bell.getAttribute('aria-label'));
    const ben = await signedInPage(await journey().context(), 'ben');
    await ben.waitForURL(/\/home$/);
    const asBen = await apiAs(ben, journey().server.url);
    const tasks = await asBen<{ data: Array<{ id: string; title: string }> }>('GET', '/v1/tasks?filter[search]=Server-Wartung');
    const task = tasks.body.data.find((item) => item.title === TASK)!;
    expect((await asBen('PATCH', `/v1/tasks/${task.id}/status`, { status: 'closed' })).status).toBe(200);
    await anna.getByRole('button', { name: `Benachrichtigungen, ${before + 1} ungelesen` }).waitFor({ timeout: 15000 });
    await bell.click();
    await anna
      .getByText(/Passt jetzt zum Filter „Erledigt“/)
      .first()
      .waitFor();
    await anna.waitForTimeout(500);
    await anna.screenshot({ path: join(SHOTS, 'notifications-filter-matched.png') });
    await anna.keyboard.press('Escape');

    // A mail's unsubscribe link that was tampered with: the page says so and points to the profile.
    await anna.goto(`${journey().server.url}/unsubscribe?token=bogus.bogus`);
    await anna.getByText(/Abmeldelink ist ungültig/).waitFor();
    await anna.screenshot({ path: join(SHOTS, 'notifications-unsubscribe-invalid.png') });
  });
});

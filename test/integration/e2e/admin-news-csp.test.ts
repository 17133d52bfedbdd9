import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, SHOTS, signIn, signedInPage, socketConnected, useJourney } from './e2e-support';

const TASK_URL = /\/tasks\/(?!new)[^/?#]+$/;

/** Reports every Content-Security-Policy violation of the context's pages to `found`. */
async function watchCsp(context: BrowserContext, found: string[]): Promise<void> {
  // A script string: the test project has no DOM types.
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    console.error('csp-violation ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber);
  });`);
  context.on('console', (message) => {
    if (/csp-violation|Content.Security.Policy/i.test(message.text())) found.push(message.text());
  });
}

/** The directives of a policy header: name → values. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

/**
 * Issue 11 items 3 and 7: the system admin (no organisation) writes the news in the browser,
 * and a member reads it in what's new; the app runs under its Content-Security-Policy.
 */
describeInBrowser('browser journeys: the news editor of the system admin, and the page under its CSP', () => {
  const journey = useJourney();
  const title = `Neu: Filter speichern ${Date.now()}`;

  it("admin opens /admin/updates (it stays there), publishes an update; anna reads it in what's new", async () => {
    const violations: string[] = [];
    const adminContext = await journey().context();
    await watchCsp(adminContext, violations);
    const admin = await signedInPage(adminContext, 'admin');
    await admin.waitForURL(/\/admin\/accounts$/);
    await admin.getByRole('tab', { name: 'Neuigkeiten' }).click();
    await admin.waitForURL(/\/admin\/updates$/);
    await admin.getByRole('heading', { name: 'Neuigkeiten' }).first().waitFor();
    await admin.goto('/admin/updates'); // opened directly, too: no bounce to the organisations
    await admin.getByRole('button', { name: 'Neuigkeit verfassen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Neuigkeit verfassen' });
    await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Text', exact: true }).fill('Gespeicherte Filter gibt es jetzt für Aufgaben und Protokolle.');
    await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
    await admin.getByText('Die Neuigkeit wurde veröffentlicht.').waitFor();
    await admin.getByText(title).first().waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin/updates');
    await admin.screenshot({ path: join(SHOTS, 'admin-updates.png') });

    const annaContext = await journey().context();
    await watchCsp(annaContext, violations);
    const anna = await signedInPage(annaContext, 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.getByRole('button', { name: /^Neuigkeiten/ }).click();
    await anna.getByRole('heading', { name: 'Neuigkeiten' }).waitFor();
    await anna.getByText(title).waitFor();
    await anna.screenshot({ path: join(SHOTS, 'whats-new-drawer.png') });
    expect(violations).toEqual([]);
  }, 180000);

  it('serves the page with a CSP without inline scripts; signing in and opening a task reports no violation', async () => {
    const violations: string[] = [];
    const context = await journey().context();
    await watchCsp(context, violations);
    const page: Page = await context.newPage();
    const response = await page.goto('/login');
    const policy = directives(response?.headers()['content-security-policy'] ?? '');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...policy.values()].flat().filter((value) => value === "'unsafe-eval'")).toEqual([]);

    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await signIn(page, 'anna');
    await page.waitForURL(/\/home$/);
    const connected = socketConnected(page);
    await page.goto('/tasks');
    await connected; // the socket is allowed by connect-src
    await page.getByText('Server-Wartung planen').first().click();
    await page.waitForURL(TASK_URL);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'task-under-csp.png') });
    expect(violations).toEqual([]);
  }, 180000);
});

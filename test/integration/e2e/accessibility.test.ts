import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiAs, describeInBrowser, SHOTS, signedInPage, useJourney } from './e2e-support';

/** Screenshots for review (issue 11 items 15 and 9), beside the usual ones. */
const REVIEW = '/tmp/review';
const AXE = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** axe-core 4.14 on the page as it is; the serious and critical violations, short. */
async function seriousViolations(page: Page): Promise<string[]> {
  // evaluated, not a <script> tag: the page's CSP refuses inline scripts
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)')) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

/** A fresh load of `path`, settled: its main heading is there and nothing is loading any more. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10000 })
    .catch(() => undefined);
}

/**
 * Polls an expression in the page (page.evaluate: waitForFunction with a string is an eval,
 * which the page's CSP refuses; with a function it needs the DOM library to compile).
 */
async function waitUntil(page: Page, expression: string, timeoutMs = 15000) {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > until) throw new Error(`not true within ${timeoutMs} ms: ${expression}`);
    await page.waitForTimeout(100);
  }
}

/** What has the focus (evaluated as text: the tests compile without the DOM library). */
const activeElement = (page: Page) =>
  page.evaluate(`(() => {
    const active = document.activeElement;
    return { tag: active?.tagName ?? '', text: active?.textContent?.trim() ?? '', inMain: Boolean(active?.closest('main')), href: active?.getAttribute('href') ?? null };
  })()`) as Promise<{ tag: string; text: string; inMain: boolean; href: string | null }>;

describeInBrowser('browser journeys: accessibility and keyboard (issue 11 items 15 and 9)', () => {
  const journey = useJourney();

  beforeAll(() => mkdirSync(REVIEW, { recursive: true }));

  /** The demo manager in Demo-GmbH (the picker first: the manager is in two organisations). */
  async function managerInDemo(): Promise<Page> {
    const page = await signedInPage(await journey().context(), 'manager');
    await page.waitForURL(/\/accounts/);
    await page.getByRole('button', { name: /Demo-GmbH/ }).click();
    await page.waitForURL(/\/home$/);
    return page;
  }

  it('axe finds no serious or critical violation on the main screens of a manager and of the admin', async () => {
    const page = await managerInDemo();
    await openScreen(page, '/tasks');
    const taskHref = await page.locator('tbody tr a[href^="/tasks/"]').first().getAttribute('href');
    await openScreen(page, '/protocols');
    const protocolHref = await page.locator('tbody tr a[href^="/protocols/"]').first().getAttribute('href');
    await openScreen(page, '/contacts');
    const contactHref = await page.locator('tbody tr a[href^="/contacts/"]').first().getAttribute('href');
    expect([taskHref, protocolHref, contactHref].every(Boolean)).toBe(true);

    const screens = [
      '/home',
      '/tasks',
      taskHref!,
      '/protocols',
      protocolHref!,
      '/contacts',
      contactHref!,
      '/manager/teams',
      '/manager/account?tab=members',
      '/profile',
      '/manager/account',
    ];
    const found: Record<string, string[]> = {};
    for (const path of screens) {
      await openScreen(page, path);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    // the profile menu open (its role=menu held a plain <li>: critical)
    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menu').waitFor();
    await page.screenshot({ path: join(REVIEW, 'f2-profile-menu.png'), animations: 'disabled' });
    const menu = await seriousViolations(page);
    if (menu.length > 0) found['profile menu'] = menu;
    await page.keyboard.press('Escape');
    await page.context().close();

    const admin = await signedInPage(await journey().context(), 'admin');
    await openScreen(admin, '/admin/accounts');
    const adminViolations = await seriousViolations(admin);
    if (adminViolations.length > 0) found['/admin/accounts'] = adminViolations;
    await admin.context().close();

    expect(found).toEqual({});
  }, 300000);

  it('the first Tab reaches the skip link; rows are links; focus and title follow the route', async () => {
    const page = await managerInDemo();
    await openScreen(page, '/tasks');
    expect(await page.title()).toBe('Aufgaben – Kollab');

    // a fresh page: the first Tab stop is the skip link, shown while focused; Enter jumps to the content
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toMatchObject({ tag: 'A', text: 'Zum Inhalt springen' });
    await page.screenshot({ path: join(REVIEW, 'f2-skip-link.png'), animations: 'disabled' });
    await page.keyboard.press('Enter');
    expect(await activeElement(page)).toMatchObject({ tag: 'MAIN', inMain: true });

    // every row holds a real link to its task; Tab reaches it and the row shows the focus
    const links = page.locator('tbody tr a');
    expect(await links.count()).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.every((href) => /^\/tasks\/[0-9a-f-]{36}$/.test(href ?? ''))).toBe(true);
    const taskLink = /^\/tasks\/[0-9a-f-]{36}$/;
    for (let presses = 0; presses < 60 && !taskLink.test((await activeElement(page)).href ?? ''); presses += 1) await page.keyboard.press('Tab');
    const focused = await activeElement(page);
    expect(focused.href).toMatch(taskLink);
    const rowOutline = await page.evaluate(`getComputedStyle(document.activeElement.closest('tr')).outlineStyle`);
    expect(rowOutline).toBe('solid');
    await page.screenshot({ path: join(REVIEW, 'f2-row-focus.png'), animations: 'disabled' });
    await page.screenshot({ path: join(SHOTS, 'row-focus.png'), animations: 'disabled' });

    // Enter follows the link: the task page, its title, focus on its heading
    await page.keyboard.press('Enter');
    await page.waitForURL(focused.href!);
    // the list's heading may still be there for a moment: wait for the task's own heading, then the title names it
    await waitUntil(
      page,
      `(() => {
        const heading = document.querySelector('main h1')?.textContent?.trim();
        return Boolean(heading) && heading !== 'Aufgaben' && document.title === 'Aufgabe: ' + heading + ' – Kollab';
      })()`,
    );
    await waitUntil(page, `document.activeElement?.tagName === 'H1' && Boolean(document.activeElement.closest('main'))`);

    // the sidebar: another page, its title, focus in main (not on <body>)
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Protokolle' }).click();
    await page.waitForURL(/\/protocols$/);
    await waitUntil(page, `document.title === 'Protokolle – Kollab'`);
    await waitUntil(page, `Boolean(document.activeElement?.closest('main'))`);
    await page.screenshot({ path: join(REVIEW, 'f2-protocols-focus.png'), animations: 'disabled' });

    // the title follows the language
    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await waitUntil(page, `document.title === 'Protocols – Kollab'`);
    await page.context().close();
  }, 180000);

  it('a link to a task of Beispiel-AG opened in Demo-GmbH offers to switch there, and switching opens it', async () => {
    const page = await signedInPage(await journey().context(), 'manager');
    await page.waitForURL(/\/accounts/);
    await page.getByRole('button', { name: /Beispiel-AG/ }).click();
    const terms = page.getByRole('dialog', { name: 'Nutzungsbedingungen und Datenschutz' });
    await terms.waitFor();
    await terms.getByRole('button', { name: 'Akzeptieren' }).click();
    await terms.waitFor({ state: 'detached' });
    const api = await apiAs(page, journey().server.url);
    const created = await api<{ id: string }>('POST', '/v1/tasks', { title: 'Aufgabe nur in Beispiel' });
    expect(created.status).toBe(201);

    // to Demo-GmbH, then the link of the Beispiel task
    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menuitem', { name: 'Organisation wechseln' }).click();
    await page.getByRole('button', { name: /Demo-GmbH/ }).click();
    await page.getByTestId('account-name').filter({ hasText: 'Demo-GmbH' }).waitFor();
    await page.goto(`/tasks/${created.body.id}`);
    const dialog = page.getByRole('dialog', { name: 'Inhalt einer anderen Organisation' });
    await dialog.waitFor();
    expect(await dialog.getByText(/gehört zu Ihrer Organisation Beispiel-AG/).count()).toBe(1);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Abmelden', 'Hier bleiben', 'Zu Beispiel-AG wechseln']);
    await page.screenshot({ path: join(REVIEW, 'f2-foreign-switch.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Zu Beispiel-AG wechseln' }).click();
    await page.getByTestId('account-name').filter({ hasText: 'Beispiel-AG' }).waitFor();
    await page.getByRole('heading', { name: 'Aufgabe nur in Beispiel' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/tasks/${created.body.id}`);
    await page.context().close();
  }, 180000);
});

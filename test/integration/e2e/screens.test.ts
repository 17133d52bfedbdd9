import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, SHOTS, signedInPage, useJourney } from './e2e-support';

/** A laptop screen: nothing may scroll sideways on it. */
const LAPTOP = { width: 1366, height: 768 };

/** How wide the document is (more than the viewport: the page scrolls sideways). */
const documentWidth = (page: Page) => page.evaluate<number>('document.scrollingElement.scrollWidth');

/**
 * Issue 11 item 14 in the browser, on one server with a fresh demo store: the manager pages fit
 * a 1366 px screen (the Teams page was 2,691 px wide), and a German date input in a task form
 * reads and takes DD.MM.YYYY whatever the browser's own locale (Chromium here runs en-US).
 */
describeInBrowser('browser journeys: screens fit and speak the UI language', () => {
  const journey = useJourney();

  /** The manager is in two organisations: the picker, then Demo-GmbH. */
  async function managerInDemo(context: BrowserContext): Promise<Page> {
    const page = await signedInPage(context, 'manager');
    await page.waitForURL(/\/accounts/);
    await page.getByRole('button', { name: /Demo-GmbH/ }).click();
    await page.waitForURL(/\/home$/);
    return page;
  }

  it('at 1366×768 the Teams page and the other manager pages do not scroll sideways', async () => {
    const page = await managerInDemo(await journey().context(LAPTOP));
    await page.goto('/manager/teams');
    await page.getByRole('table', { name: /^Mitglieder von / }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'f1-teams-1366.png'), animations: 'disabled' });
    expect(await documentWidth(page)).toBeLessThanOrEqual(LAPTOP.width);

    const widths: Record<string, number> = {};
    for (const tab of ['', '?tab=members', '?tab=types', '?tab=claims', '?tab=contact-form', '?tab=portals']) {
      await page.goto(`/manager/account${tab}`);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
      widths[tab || 'settings'] = await documentWidth(page);
    }
    expect(Object.entries(widths).filter(([, width]) => width > LAPTOP.width)).toEqual([]);
    await page.context().close();
  }, 180000);

  it('a German date input in a task form shows TT.MM.JJJJ, takes 24.12.2026 and saves 2026-12-24', async () => {
    const context = await journey().context(LAPTOP);
    const page = await signedInPage(context, 'anna');
    await page.waitForURL(/\/home$/);
    await page.goto('/tasks/new');
    // the same way back as on a new protocol
    await page.getByRole('link', { name: 'Zurück zu den Aufgaben' }).waitFor();
    const form = page.getByRole('form', { name: 'Neue Aufgabe' });
    await form.getByRole('textbox', { name: 'Titel' }).fill('Datum im deutschen Format');
    const due = form.getByRole('group', { name: 'Fällig' });
    expect(await due.textContent()).toContain('TT.MM.JJJJ');
    await due.getByRole('spinbutton', { name: 'Tag' }).click();
    await page.keyboard.type('24122026');
    expect((await due.getByRole('spinbutton').allTextContents()).join('.')).toBe('24.12.2026');
    await page.screenshot({ path: join(SHOTS, 'f1-task-new-date.png'), animations: 'disabled' });

    const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/tasks') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Aufgabe anlegen' }).click();
    const request = (await created).request();
    expect(request.postDataJSON()).toMatchObject({ due_date: '2026-12-24' });
    await page.waitForURL(/\/tasks\/(?!new)[^/?#]+$/);
    // the read view first (as on a protocol), the date as DD.MM.YYYY
    await page
      .getByRole('definition')
      .filter({ hasText: /^24\.12\.2026/ })
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'f1-task-read.png'), animations: 'disabled', fullPage: true });

    // the toast (top centre) never covers the form's buttons
    await page.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    const save = page.getByRole('form', { name: 'Aufgabe bearbeiten' }).getByRole('button', { name: 'Änderungen speichern' });
    await save.scrollIntoViewIfNeeded();
    // a toast while the form is open: watching the task
    await page.getByRole('switch', { name: 'Beobachten' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Beobachtung geändert.' });
    await toast.waitFor();
    const [toastBox, saveBox] = [await toast.boundingBox(), await save.boundingBox()];
    expect(toastBox && saveBox).toBeTruthy();
    const overlaps =
      toastBox!.x < saveBox!.x + saveBox!.width &&
      saveBox!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < saveBox!.y + saveBox!.height &&
      saveBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'f1-task-edit-toast.png'), animations: 'disabled' });
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    // the list's filter panel takes the same date input
    await page.goto('/tasks?due_date=2026-12-24');
    const panel = page.getByRole('group', { name: 'Filter' });
    expect(await panel.getByRole('group', { name: 'Fällig ab' }).textContent()).toContain('24.12.2026');
    await page.getByRole('row', { name: /Datum im deutschen Format/ }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'f1-tasks-filters.png'), animations: 'disabled' });
    await page.goto('/protocols?date=2026-03-01..');
    await page.getByRole('group', { name: 'Filter' }).getByRole('group', { name: 'Datum von' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'f1-protocols-filters.png'), animations: 'disabled' });
    await page.goto('/protocols/new');
    await page.getByRole('link', { name: 'Zurück zu den Protokollen' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'f1-protocol-new.png'), animations: 'disabled' });
    await context.close();
  }, 180000);
});

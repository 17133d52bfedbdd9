import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { pdfText } from '../print/pdf-reading';
import { apiAs, describeInBrowser, downloadOf, livePage, mark, SHOTS, signedInPage, stillMarked, useJourney } from './e2e-support';

const ORIGINAL = 'Server-Wartung planen';
const RENAMED = 'Server-Wartung im März planen';
const ANNAS = 'Server-Wartung im April planen';
const TASK_URL = /\/tasks\/(?!new)[^/?#]+$/;

/** The PDF's text with line breaks as spaces (a long title may wrap). */
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
/** The detail page's title (h1). */
const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });

/**
 * Browser journeys through the tasks screens (issue 6), against one server on a fresh demo store:
 * anna (German UI) and ben (English UI) on the Technik task "Server-Wartung planen", both assigned;
 * Paula Portal on the portal. The journeys build on each other in order (the title changes).
 */
describeInBrowser('browser journeys: tasks', () => {
  const journey = useJourney();
  let taskPath = '';

  it("anna renames a task: ben's open list and detail show it without a reload; both see each other present until ben leaves", async () => {
    const benContext = await journey().context();
    await (await signedInPage(benContext, 'ben')).waitForURL(/\/home$/);
    const benDetail = await livePage(benContext, '/tasks');
    await benDetail.getByRole('row', { name: `Open task: ${ORIGINAL}` }).click();
    await benDetail.waitForURL(TASK_URL);
    taskPath = new URL(benDetail.url()).pathname;
    await heading(benDetail, ORIGINAL).waitFor();
    const benList = await livePage(benContext, '/tasks');
    await benList.getByRole('row', { name: `Open task: ${ORIGINAL}` }).waitFor();
    await mark(benDetail);
    await mark(benList);

    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto(taskPath);
    await heading(anna, ORIGINAL).waitFor();

    // presence: each sees the other (by name), nobody sees themselves
    const annaSees = anna.getByRole('group', { name: 'Ebenfalls geöffnet von' });
    const benSees = benDetail.getByRole('group', { name: 'Also open by' });
    await annaSees.getByRole('img', { name: 'Ben Brandt' }).waitFor({ timeout: 10000 });
    await benSees.getByRole('img', { name: 'Anna Albers' }).waitFor({ timeout: 10000 });
    expect(await annaSees.getByRole('img', { name: 'Anna Albers' }).count()).toBe(0);

    // the read view first, "Bearbeiten" opens the form (as on a protocol)
    await anna.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    const form = anna.getByRole('form', { name: 'Aufgabe bearbeiten' });
    await form.getByRole('textbox', { name: 'Titel' }).fill(RENAMED);
    await form.getByRole('button', { name: 'Änderungen speichern' }).click();
    await anna.getByText('Aufgabe gespeichert.').waitFor();
    await heading(anna, RENAMED).waitFor();

    // ben: the push reaches both of his pages, neither reloaded
    await benList.getByRole('row', { name: `Open task: ${RENAMED}` }).waitFor({ timeout: 10000 });
    await heading(benDetail, RENAMED).waitFor({ timeout: 10000 });
    expect(await benList.getByRole('row', { name: `Open task: ${ORIGINAL}` }).count()).toBe(0);
    expect(await stillMarked(benList)).toBe(true);
    expect(await stillMarked(benDetail)).toBe(true);
    await benList.screenshot({ path: join(SHOTS, 'tasks-list.png'), animations: 'disabled' });
    await benDetail.screenshot({ path: join(SHOTS, 'task-detail.png'), animations: 'disabled', fullPage: true });

    // ben leaves: anna's presence bar drops him
    await benDetail.close();
    await annaSees.waitFor({ state: 'detached', timeout: 10000 });

    await anna.context().close();
    await benContext.close();
  }, 120000);

  it('anna and ben edit the task at the same version: his save meets a 409, the dialog names both changes, re-applying keeps both', async () => {
    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    const ben = await signedInPage(await journey().context(), 'ben');
    await ben.waitForURL(/\/home$/);
    const benApi = await apiAs(ben, journey().server.url, taskPath);
    await heading(ben, RENAMED).waitFor();
    await anna.goto(taskPath);
    await heading(anna, RENAMED).waitFor();
    const id = taskPath.split('/').pop()!;
    const before = await benApi<{ version: number; priority: string }>('GET', `/v1/tasks/${id}`);
    expect(before.body.priority).toBe('normal');

    // ben starts editing first (his form keeps its version), then anna saves the title
    await ben.getByRole('button', { name: 'Edit', exact: true }).click();
    const benForm = ben.getByRole('form', { name: 'Edit task' });
    await benForm.getByRole('combobox', { name: 'Priority' }).click();
    await ben.getByRole('option', { name: 'High' }).click();
    await anna.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    const annaForm = anna.getByRole('form', { name: 'Aufgabe bearbeiten' });
    await annaForm.getByRole('textbox', { name: 'Titel' }).fill(ANNAS);
    await annaForm.getByRole('button', { name: 'Änderungen speichern' }).click();
    await anna.getByText('Aufgabe gespeichert.').waitFor();
    await heading(ben, ANNAS).waitFor({ timeout: 10000 });

    const refused = ben.waitForResponse((response) => response.url().endsWith(`/api/v1/tasks/${id}`) && response.request().method() === 'PATCH');
    await benForm.getByRole('button', { name: 'Save changes' }).click();
    expect((await refused).status()).toBe(409);
    const dialog = ben.getByRole('dialog', { name: 'Changed in the meantime' });
    await dialog.waitFor();
    const theirs = dialog.getByRole('list', { name: 'Their changes' });
    const mine = dialog.getByRole('list', { name: 'Your changes' });
    await theirs.getByText(`${RENAMED} → ${ANNAS}`).waitFor();
    await mine.getByText('Normal → High').waitFor();
    expect(await mine.getByText(/Title/).count()).toBe(0);
    await ben.screenshot({ path: join(SHOTS, 'task-conflict.png'), animations: 'disabled' });

    const saved = ben.waitForResponse((response) => response.url().endsWith(`/api/v1/tasks/${id}`) && response.request().method() === 'PATCH');
    await dialog.getByRole('button', { name: 'Re-apply my changes' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await ben.getByText('Task saved.').waitFor();
    await heading(ben, ANNAS).waitFor();
    // saved: back to the read view, with both changes
    await benForm.waitFor({ state: 'detached' });
    await ben
      .getByRole('definition')
      .filter({ hasText: /^High$/ })
      .waitFor();

    const after = await benApi<{ title: string; priority: string; version: number }>('GET', `/v1/tasks/${id}`);
    expect(after.body).toMatchObject({ title: ANNAS, priority: 'high' });
    expect(after.body.version).toBe(before.body.version + 2);
    // anna's open page (back in its read view after her save) follows to both changes too
    await anna
      .getByRole('definition')
      .filter({ hasText: /^Hoch$/ })
      .waitFor({ timeout: 10000 });

    await anna.context().close();
    await ben.context().close();
  }, 120000);

  it('the History tab: the scrubber shows the first version read-only with its title and a banner; back to current shows the new title', async () => {
    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto(`${taskPath}?tab=history`);
    await heading(anna, ANNAS).waitFor();
    const history = anna.getByRole('list', { name: 'Verlauf' });
    await history.getByText(`${ORIGINAL} → ${RENAMED}`).waitFor();
    // every change in words: no ids, no field names of the store, no bookkeeping
    const said = (await history.textContent()) ?? '';
    expect(said).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
    expect(said).not.toMatch(/lifecycle|created_by|published_by/);
    await history.getByText('Veröffentlicht von').first().waitFor();

    const slider = anna.getByRole('slider', { name: 'Version' });
    await slider.focus();
    await slider.press('Home');
    const banner = anna.getByRole('status').filter({ hasText: /^Version 1 vom \d\d\.\d\d\.\d{4} \d\d:\d\d – so sah die Aufgabe damals aus\./ });
    await banner.waitFor();
    await heading(anna, ORIGINAL).waitFor();
    await anna
      .getByRole('status')
      .filter({ hasText: /^Version 1 von \d+ · / })
      .waitFor();
    // read-only: no edit form, no delete, no status field anywhere
    await anna.getByRole('tab', { name: 'Details' }).click();
    await heading(anna, ORIGINAL).waitFor();
    await anna.getByText('Wartungsfenster abstimmen', { exact: false }).first().waitFor();
    expect(await anna.getByRole('form', { name: 'Aufgabe bearbeiten' }).count()).toBe(0);
    expect(await anna.getByRole('button', { name: 'Löschen' }).count()).toBe(0);
    await anna.getByRole('tab', { name: 'Verlauf' }).click();
    await anna.screenshot({ path: join(SHOTS, 'task-history.png'), animations: 'disabled', fullPage: true });

    await banner.getByRole('button', { name: 'Zurück zur aktuellen' }).click();
    await banner.waitFor({ state: 'detached' });
    await heading(anna, ANNAS).waitFor();

    // "show this version" on the rename: the task right after it
    await history
      .getByRole('listitem')
      .filter({ hasText: `${ORIGINAL} → ${RENAMED}` })
      .getByRole('button', { name: 'Diese Version anzeigen' })
      .click();
    await anna
      .getByRole('status')
      .filter({ hasText: /so sah die Aufgabe damals aus/ })
      .waitFor();
    await heading(anna, RENAMED).waitFor();
    await anna.context().close();
  }, 120000);

  it('Print on the detail page and on the list downloads a PDF whose text holds the task title', async () => {
    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto(taskPath);
    await heading(anna, ANNAS).waitFor();
    const one = await downloadOf(anna, () => anna.getByRole('button', { name: 'Drucken' }).click());
    expect(one.name).toMatch(/\.pdf$/);
    expect(one.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(flat(one.bytes)).toContain(ANNAS);

    await anna.goto('/tasks');
    await anna.getByRole('row', { name: `Aufgabe öffnen: ${ANNAS}` }).waitFor();
    const list = await downloadOf(anna, () => anna.getByRole('button', { name: 'Drucken' }).click());
    expect(list.name).toMatch(/\.pdf$/);
    const text = flat(list.bytes);
    expect(text).toContain(ANNAS);
    expect(text).toContain('Reklamation Müller: beschädigte Lieferung');
    await anna.context().close();
  }, 120000);

  it('Paula Portal sees only the task shared with Müller, read-only', async () => {
    const paula = await signedInPage(await journey().context(), 'portal');
    await paula.waitForURL(/\/home$/);
    await paula.goto('/tasks');
    const shared = paula.getByRole('row', { name: /^(Aufgabe öffnen|Open task): Reklamation Müller: beschädigte Lieferung$/ });
    await shared.waitFor();
    expect(await paula.getByRole('row', { name: /^(Aufgabe öffnen|Open task): / }).count()).toBe(1);
    await shared.click();
    await paula.waitForURL(TASK_URL);
    await heading(paula, 'Reklamation Müller: beschädigte Lieferung').waitFor();
    expect(await paula.getByRole('form').count()).toBe(0);
    expect(await paula.getByRole('button', { name: /^(Löschen|Delete)$/ }).count()).toBe(0);

    await paula.goto(taskPath);
    await paula.getByRole('alert').waitFor();
    expect(await heading(paula, ANNAS).count()).toBe(0);
    await paula.context().close();
  }, 120000);
});

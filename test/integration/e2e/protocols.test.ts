import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiAs, describeInBrowser, livePage, mark, SHOTS, signedInPage, stillMarked, useJourney } from './e2e-support';

const PROTOCOL_URL = /\/protocols\/(?!new)[^/?#]+$/;
/** Payloads that run script when a page renders them as markup. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<a href="javascript:window.__xss=3">x</a>',
  '<svg onload="window.__xss=4">',
  '<img src=y onerror="alert(5)">',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe>',
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The detail page's title (h1: "number · title"). */
const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: new RegExp(`(^|· )${escapeRegExp(title)}$`) });
/** Fails the test on any dialog (alert, confirm, prompt) the page opens. */
function noDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}
const xss = (page: Page) => page.evaluate('window.__xss');

/**
 * Waits until a payload of the kind tried here would have run: a broken image of our own (its
 * error listener set from the test, which the page's CSP allows) has fired its error event, so
 * an `<img src=x onerror=…>` that got into the page would have had its turn too.
 */
async function payloadsHadTheirTurn(page: Page): Promise<void> {
  await page.evaluate(`new Promise((done) => {
    const probe = new Image();
    probe.addEventListener('error', () => { probe.remove(); done(undefined); });
    probe.src = 'x-' + Math.random();
    document.body.append(probe);
  })`);
}

/**
 * Browser journeys through the protocols screens (issue 6), against one server on a fresh demo
 * store: anna (German UI, author of both demo protocols), ben (English UI, reads Technik) and
 * Paula Portal (the Müller portal).
 */
describeInBrowser('browser journeys: protocols', () => {
  const journey = useJourney();

  it('XSS payloads in a protocol body never run in Chromium: shown, clicked, and opened in the editor', async () => {
    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    const dialogs = noDialogs(anna);
    const api = await apiAs(anna, journey().server.url);
    const created = await api<{ id: string; body: string }>('POST', '/v1/protocols', {
      title: 'XSS-Probe über die API',
      body: `<p>Vorher</p>${PAYLOADS.join('')}<p>Nachher</p>`,
    });
    expect(created.status).toBe(201);
    const stored = await api<{ body: string }>('GET', `/v1/protocols/${created.body.id}`);
    expect(stored.body.body).toContain('Vorher');
    expect(stored.body.body).not.toMatch(/onerror|onload|<script|javascript:|<iframe|<svg/i);

    // defence in depth: the page gets the payloads as if the server had not sanitised them
    await anna.route(`**/api/v1/protocols/${created.body.id}`, async (route) => {
      const response = await route.fetch();
      const view = (await response.json()) as { body: string };
      await route.fulfill({ response, json: { ...view, body: `<p>Vorher</p>${PAYLOADS.join('')}<p>Nachher</p>` } });
    });
    await anna.goto(`/protocols/${created.body.id}`);
    await heading(anna, 'XSS-Probe über die API').waitFor();
    const body = anna.getByRole('region', { name: 'Inhalt' });
    await body.getByText('Nachher').waitFor();
    // the link keeps its text but no javascript: target; clicking it does nothing
    const link = body.getByText('x', { exact: true });
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    await payloadsHadTheirTurn(anna);
    expect(await xss(anna)).toBeUndefined();
    expect(await body.locator('img, svg, script, iframe, [onerror], [onload]').count()).toBe(0);
    await anna.screenshot({ path: join(SHOTS, 'protocol-detail.png'), animations: 'disabled', fullPage: true });

    // the editor shows the stored body (as markup in a contentEditable): still nothing runs
    await anna.getByRole('button', { name: 'Bearbeiten' }).click();
    const editor = anna.getByRole('form', { name: 'Bearbeiten' }).getByRole('textbox', { name: 'Inhalt' });
    await editor.getByText('Nachher').waitFor();
    await payloadsHadTheirTurn(anna);
    expect(await xss(anna)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await anna.context().close();
  }, 120000);

  it('payloads typed and pasted into the body editor on /protocols/new are saved as harmless text and reopen without running', async () => {
    const context = await journey().context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const anna = await signedInPage(context, 'anna');
    await anna.waitForURL(/\/home$/);
    const dialogs = noDialogs(anna);
    await anna.goto('/protocols/new');
    const form = anna.getByRole('form', { name: 'Neues Protokoll' });
    await form.getByRole('textbox', { name: 'Titel' }).fill('XSS-Probe im Editor');
    const editor = form.getByRole('textbox', { name: 'Inhalt' });
    await editor.click();
    await anna.keyboard.type(PAYLOADS.slice(0, 4).join(' '));
    await anna.keyboard.press('Enter');
    // a real paste of HTML (the clipboard's text/html)
    const pasted = JSON.stringify(`<p>Eingefügt</p>${PAYLOADS.join('')}`);
    await anna.evaluate(`navigator.clipboard.write([new ClipboardItem({
      'text/html': new Blob([${pasted}], { type: 'text/html' }),
      'text/plain': new Blob(['Eingefügt'], { type: 'text/plain' }),
    })])`);
    await anna.keyboard.press('Control+V');
    await editor.getByText('Eingefügt').waitFor();
    await payloadsHadTheirTurn(anna);
    expect(await xss(anna)).toBeUndefined();

    const saved = anna.waitForResponse((response) => response.url().endsWith('/api/v1/protocols') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Protokoll anlegen' }).click();
    expect((await saved).status()).toBe(201);
    await anna.waitForURL(PROTOCOL_URL);
    await heading(anna, 'XSS-Probe im Editor').waitFor();
    const body = anna.getByRole('region', { name: 'Inhalt' });
    // what was typed is text: shown literally
    await body.getByText('<script>window.__xss=2</script>', { exact: false }).waitFor();
    await body.getByText('Eingefügt').waitFor();
    expect(await xss(anna)).toBeUndefined();

    await anna.reload();
    await heading(anna, 'XSS-Probe im Editor').waitFor();
    await anna.getByRole('region', { name: 'Inhalt' }).getByText('<img src=x onerror="window.__xss=1">', { exact: false }).waitFor();
    for (const link of await anna.getByRole('region', { name: 'Inhalt' }).getByRole('link').all())
      await link.click({ modifiers: ['Shift'] }).catch(() => undefined);
    await payloadsHadTheirTurn(anna);
    expect(await xss(anna)).toBeUndefined();
    expect(await anna.getByRole('region', { name: 'Inhalt' }).locator('img, svg, script, iframe, [onerror], [onload]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  }, 120000);

  it("anna renames a protocol: ben's open list and detail show it without a reload", async () => {
    const benContext = await journey().context();
    await (await signedInPage(benContext, 'ben')).waitForURL(/\/home$/);
    const benDetail = await livePage(benContext, '/protocols');
    await benDetail.getByRole('row', { name: 'Open protocol Wochenbesprechung Technik' }).click();
    await benDetail.waitForURL(PROTOCOL_URL);
    await heading(benDetail, 'Wochenbesprechung Technik').waitFor();
    const benList = await livePage(benContext, '/protocols');
    await benList.getByRole('row', { name: 'Open protocol Wochenbesprechung Technik' }).waitFor();
    await mark(benDetail);
    await mark(benList);

    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto(benDetail.url());
    await heading(anna, 'Wochenbesprechung Technik').waitFor();
    await anna.getByRole('group', { name: 'Ebenfalls geöffnet von' }).getByRole('img', { name: 'Ben Brandt' }).waitFor({ timeout: 10000 });
    await anna.getByRole('button', { name: 'Bearbeiten' }).click();
    const form = anna.getByRole('form', { name: 'Bearbeiten' });
    await form.getByRole('textbox', { name: 'Titel' }).fill('Wochenbesprechung Technik KW 12');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await anna.getByText('Protokoll gespeichert.').waitFor();
    await heading(anna, 'Wochenbesprechung Technik KW 12').waitFor();

    await benList.getByRole('row', { name: 'Open protocol Wochenbesprechung Technik KW 12' }).waitFor({ timeout: 10000 });
    await heading(benDetail, 'Wochenbesprechung Technik KW 12').waitFor({ timeout: 10000 });
    expect(await stillMarked(benList)).toBe(true);
    expect(await stillMarked(benDetail)).toBe(true);
    await anna.context().close();
    await benContext.close();
  }, 120000);

  it('a conflicting protocol edit keeps both changes after re-applying; the history shows the old title read-only', async () => {
    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    const ben = await signedInPage(await journey().context(), 'ben');
    await ben.waitForURL(/\/home$/);
    await ben.goto('/protocols');
    await ben.getByRole('row', { name: 'Open protocol Wochenbesprechung Technik KW 12' }).click();
    await ben.waitForURL(PROTOCOL_URL);
    const path = new URL(ben.url()).pathname;
    await anna.goto(path);
    await heading(anna, 'Wochenbesprechung Technik KW 12').waitFor();

    await ben.getByRole('button', { name: 'Edit' }).click();
    const benEditor = ben.getByRole('form', { name: 'Edit' }).getByRole('textbox', { name: 'Content' });
    await benEditor.getByText('Ben plant das Fenster.', { exact: false }).click();
    await ben.keyboard.press('End');
    await ben.keyboard.type(' Termin steht.');
    await anna.getByRole('button', { name: 'Bearbeiten' }).click();
    const annaForm = anna.getByRole('form', { name: 'Bearbeiten' });
    await annaForm.getByRole('textbox', { name: 'Titel' }).fill('Wochenbesprechung Technik KW 13');
    await annaForm.getByRole('button', { name: 'Speichern' }).click();
    await anna.getByText('Protokoll gespeichert.').waitFor();

    const refused = ben.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/v1${path}` && response.request().method() === 'PATCH',
    );
    await ben.getByRole('form', { name: 'Edit' }).getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    const dialog = ben.getByRole('dialog', { name: 'Changed in the meantime' });
    await dialog
      .getByRole('list', { name: 'Their changes' })
      .getByText('Wochenbesprechung Technik KW 12 → Wochenbesprechung Technik KW 13')
      .waitFor();
    await dialog.getByRole('list', { name: 'Your changes' }).getByText('Content', { exact: true }).waitFor();
    await ben.screenshot({ path: join(SHOTS, 'protocol-conflict.png'), animations: 'disabled' });
    await dialog
      .getByRole('list', { name: 'Your changes' })
      .getByText(/Termin steht\.$/)
      .waitFor();
    const saved = ben.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1${path}` && response.request().method() === 'PATCH');
    await dialog.getByRole('button', { name: 'Re-apply my changes' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await heading(ben, 'Wochenbesprechung Technik KW 13').waitFor();
    await ben.getByRole('region', { name: 'Content' }).getByText('Termin steht.', { exact: false }).waitFor();
    // anna's open page follows to both
    await anna.getByRole('region', { name: 'Inhalt' }).getByText('Termin steht.', { exact: false }).waitFor({ timeout: 10000 });
    await heading(anna, 'Wochenbesprechung Technik KW 13').waitFor();

    await anna.getByRole('tab', { name: 'Verlauf' }).click();
    const history = anna.getByRole('list', { name: 'Verlauf' });
    await history.getByText('Wochenbesprechung Technik KW 12 → Wochenbesprechung Technik KW 13').waitFor();
    expect((await history.textContent()) ?? '').not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-|published_by|created_by|active/);
    const slider = anna.getByRole('slider', { name: 'Version' });
    await slider.focus();
    await slider.press('Home');
    const banner = anna.getByRole('alert').filter({ hasText: /^Sie sehen Version 1 \(nur lesend\)\./ });
    await banner.waitFor();
    await heading(anna, 'Wochenbesprechung Technik').waitFor();
    expect(await anna.getByRole('button', { name: 'Bearbeiten' }).isDisabled()).toBe(true);
    await banner.getByRole('button', { name: 'Schließen' }).click();
    await heading(anna, 'Wochenbesprechung Technik KW 13').waitFor();
    await anna.context().close();
    await ben.context().close();
  }, 120000);

  it('Paula Portal sees only "Kundentermin Müller Maschinenbau" in /protocols', async () => {
    const paula = await signedInPage(await journey().context(), 'portal');
    await paula.waitForURL(/\/home$/);
    await paula.goto('/protocols');
    const shared = paula.getByRole('row', {
      name: /^(Protokoll Kundentermin Müller Maschinenbau öffnen|Open protocol Kundentermin Müller Maschinenbau)$/,
    });
    await shared.waitFor();
    expect(await paula.getByRole('row', { name: /^(Protokoll .* öffnen|Open protocol .*)$/ }).count()).toBe(1);
    await shared.click();
    await paula.waitForURL(PROTOCOL_URL);
    await heading(paula, 'Kundentermin Müller Maschinenbau').waitFor();
    await paula
      .getByRole('region', { name: /^(Inhalt|Content)$/ })
      .getByText('Lieferung in KW 3', { exact: false })
      .waitFor();
    expect(await paula.getByRole('button', { name: /^(Bearbeiten|Edit)$/ }).count()).toBe(0);
    await paula.context().close();
  }, 120000);
});

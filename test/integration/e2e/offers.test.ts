import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { pdfText } from '../print/pdf-reading';
import { downloadOf, describeInBrowser, livePage, mark, SHOTS, signedInPage, stillMarked, useJourney } from './e2e-support';

const TITLE = 'Steuerung Förderband Halle 3';
const OFFER_URL = /\/offers\/(?!new)[^/?#]+$/;
/** The PDF's text with line breaks as spaces. */
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
/** The detail page's title (h1: "number · title"). */
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: new RegExp(`· ${TITLE}$`) });
/** Waits until the page shows `text` in the calculation's total line (an output, announced while typing). */
const totalIs = (page: Page, label: 'Gesamt' | 'Total', text: string) =>
  page
    .getByRole('status', { name: label })
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .waitFor({ timeout: 10000 });

/**
 * Browser journeys through the offers screens (issue 14), against one server on a fresh demo
 * store, as the demo users sign in: anna (German UI; admin of Technik) writes an offer with a
 * calculation, ben (English UI; reads Technik) watches it change live, anna prints it.
 */
describeInBrowser('browser journeys: offers', () => {
  const journey = useJourney();
  let offerPath = '';

  it('anna creates an offer from the Add menu: the calculation panel sums exactly as she types, and the saved offer shows the same total', async () => {
    const anna = await signedInPage(await journey().context({ width: 1400, height: 1000 }), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.getByRole('button', { name: 'Hinzufügen' }).click();
    await anna.getByRole('menuitem', { name: 'Angebot erstellen' }).click();
    await anna.waitForURL(/\/offers\/new$/);

    await anna.getByRole('textbox', { name: 'Titel' }).fill(TITLE);
    await anna.getByRole('combobox', { name: 'Typ' }).click();
    await anna.getByRole('option', { name: 'Angebot', exact: true }).click();
    await anna.getByRole('combobox', { name: 'Team' }).click();
    await anna.getByRole('option', { name: 'Technik' }).click();
    await anna.getByRole('combobox', { name: 'Kontakt' }).fill('Müller');
    await anna.getByRole('option', { name: /Müller Maschinenbau GmbH/ }).click();
    // 0,10 + 0,20 material and transport, 2,5 h Fertigung at the demo rate 68,00 €/h, 10 % provision:
    // subtotal 170,30 €, provision 17,03 €, total 187,33 € (in cents: no 0,30000000000000004)
    await anna.getByRole('textbox', { name: 'Materialpreis' }).fill('0,10');
    await anna.getByRole('textbox', { name: 'Transportkosten' }).fill('0,20');
    await anna.getByRole('textbox', { name: 'Fertigungsstunden' }).fill('2,5');
    await anna.getByRole('textbox', { name: 'Provision' }).fill('10');
    await totalIs(anna, 'Gesamt', '187,33\u00a0€');
    // a third decimal is refused before anything is sent
    await anna.getByRole('textbox', { name: 'Transportkosten' }).fill('0,205');
    await anna
      .getByText(/höchstens 2 Nachkommastellen/i)
      .first()
      .waitFor();
    await anna.getByRole('textbox', { name: 'Transportkosten' }).fill('0,20');
    await anna.getByLabel('Veröffentlicht', { exact: true }).check();
    await anna.screenshot({ path: join(SHOTS, 'offers-new.png'), fullPage: true });
    await anna.getByRole('button', { name: 'Angebot anlegen' }).click();

    await anna.waitForURL(OFFER_URL);
    offerPath = new URL(anna.url()).pathname;
    await heading(anna).waitFor();
    await totalIs(anna, 'Gesamt', '187,33\u00a0€');
    await anna.screenshot({ path: join(SHOTS, 'offers-detail.png'), fullPage: true });

    // the list shows it with its total, and the sum of the list includes it
    await anna.goto('/offers');
    const row = anna.getByRole('row', { name: new RegExp(TITLE) });
    await row.waitFor();
    expect(await row.textContent()).toContain('187,33\u00a0€');
    await anna.getByText(/Summe aller \d+ Treffer: [\d.]+,\d\d\u00a0€/).waitFor();
    await anna.context().close();
  }, 120000);

  it("anna changes the material price: ben's open offer shows the new total without a reload, in English amounts", async () => {
    const benContext = await journey().context();
    await (await signedInPage(benContext, 'ben')).waitForURL(/\/home$/);
    const ben = await livePage(benContext, offerPath);
    await heading(ben).waitFor();
    await totalIs(ben, 'Total', '€187.33');
    await mark(ben);

    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto(offerPath);
    await heading(anna).waitFor();
    await anna.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    const form = anna.getByRole('form', { name: 'Angebot bearbeiten' });
    await form.getByRole('textbox', { name: 'Materialpreis' }).fill('1.000,10');
    // subtotal 1.170,30 €, provision 117,03 €, total 1.287,33 €
    await totalIs(anna, 'Gesamt', '1.287,33\u00a0€');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await anna.getByText('Angebot gespeichert.').waitFor();

    await totalIs(ben, 'Total', '€1,287.33');
    expect(await stillMarked(ben)).toBe(true);
    await ben.screenshot({ path: join(SHOTS, 'offers-live-en.png'), fullPage: true });
    await anna.context().close();
    await benContext.close();
  }, 120000);

  it('anna prints the offer: the PDF is a quote whose text holds the number, the customer and the total', async () => {
    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto(offerPath);
    await heading(anna).waitFor();
    const number = ((await heading(anna).textContent()) ?? '').split(' · ')[0];
    expect(number).toMatch(/^ANG-\d+$/);
    const pdf = await downloadOf(anna, () => anna.getByRole('button', { name: 'Drucken (PDF)' }).click());
    expect(pdf.name).toBe(`${number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flat(pdf.bytes);
    expect(text).toContain(`Angebot ${number}`);
    expect(text).toContain(TITLE);
    expect(text).toContain('Müller Maschinenbau GmbH');
    expect(text).toMatch(/Gesamtbetrag 1\.287,33 €/);
    await anna.context().close();
  }, 120000);
});

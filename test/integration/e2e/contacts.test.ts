import { join } from 'node:path';
import { describeInBrowser, livePage, mark, SHOTS, signedInPage, stillMarked, useJourney } from './e2e-support';

/**
 * Browser journeys through the contacts screens (issue 5 items 7 and 8), against one server
 * on a fresh demo store: the demo contacts of Demo-GmbH, anna (German) and ben (English).
 */
describeInBrowser('browser journeys: contacts', () => {
  const journey = useJourney();

  it("anna renames a contact; ben's open list and detail show it without a reload; anna sees it in the history", async () => {
    const benContext = await journey().context();
    const benHome = await signedInPage(benContext, 'ben');
    await benHome.waitForURL(/\/home$/);

    const benDetail = await livePage(benContext, '/contacts');
    await benDetail.getByRole('row', { name: /Schulz Logistik AG/ }).click();
    await benDetail.waitForURL(/\/contacts\/[0-9a-f-]{36}$/);
    await benDetail.getByRole('heading', { name: 'Schulz Logistik AG' }).waitFor();
    const benList = await livePage(benContext, '/contacts');
    await benList.getByRole('row', { name: /Schulz Logistik AG/ }).waitFor();
    await mark(benDetail);
    await mark(benList);

    const anna = await signedInPage(await journey().context(), 'anna');
    await anna.waitForURL(/\/home$/);
    await anna.goto(benDetail.url());
    await anna.getByRole('heading', { name: 'Schulz Logistik AG' }).waitFor();
    await anna.getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = anna.getByRole('dialog', { name: 'Kontakt bearbeiten' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Schulz Logistik SE');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await anna.getByText('Der Kontakt wurde gespeichert.').waitFor();
    await anna.getByRole('heading', { name: 'Schulz Logistik SE' }).waitFor();

    // ben: the push reaches both of his pages
    await benList.getByRole('row', { name: /Schulz Logistik SE/ }).waitFor({ timeout: 10000 });
    await benDetail.getByRole('heading', { name: 'Schulz Logistik SE' }).waitFor({ timeout: 10000 });
    expect(await stillMarked(benList)).toBe(true);
    expect(await stillMarked(benDetail)).toBe(true);
    await benList.screenshot({ path: join(SHOTS, 'contacts-list-live.png'), animations: 'disabled' });

    // anna: who changed what when, and the contact as it was before
    await anna.getByRole('tab', { name: 'Verlauf' }).click();
    const history = anna.getByRole('list', { name: 'Verlauf des Kontakts' });
    await history.getByText('Schulz Logistik AG → Schulz Logistik SE').waitFor();
    await anna.screenshot({ path: join(SHOTS, 'contact-history.png'), animations: 'disabled', fullPage: true });
    await history.getByRole('button', { name: 'So anzeigen, wie es war' }).first().click();
    const banner = anna.getByRole('status').filter({ hasText: /Sie sehen Version \d+, wie sie am \d\d\.\d\d\.\d{4} \d\d:\d\d war/ });
    await banner.waitFor();
    await anna.getByRole('heading', { name: 'Schulz Logistik AG' }).waitFor();
    await banner.getByRole('button', { name: 'Zurück zur aktuellen Version' }).click();
    await anna.getByRole('heading', { name: 'Schulz Logistik SE' }).waitFor();

    await anna.context().close();
    await benContext.close();
  }, 120000);

  it('creating a contact with a taken number shows "A contact with this number already exists", live and from the server', async () => {
    const page = await signedInPage(await journey().context(), 'ben');
    await page.waitForURL(/\/home$/);
    await page.goto('/contacts');
    await page.getByRole('table', { name: 'Contacts' }).waitFor();
    await page.getByRole('button', { name: 'New contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    const message = dialog.getByText('A contact with this number already exists', { exact: true });

    // the live check, while typing (case and spaces do not make a number new)
    await dialog.getByRole('textbox', { name: 'Number' }).fill(' k-1003 ');
    await message.waitFor();

    // everything else valid: the server refuses the save with the same words beside the field
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Bäckerei Hoffmann Filiale');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Kunde' }).click();
    await dialog.getByRole('textbox', { name: 'VAT ID' }).fill('DE 111 222 333');
    await dialog.getByRole('textbox', { name: 'Street' }).fill('Marktplatz 4');
    await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('80331');
    await dialog.getByRole('textbox', { name: 'City' }).fill('München');
    await dialog.getByRole('combobox', { name: 'Country' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/contacts') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create contact' }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.number).toEqual(['A contact with this number already exists']);
    await message.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Number' }).getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: join(SHOTS, 'contact-number-taken.png'), animations: 'disabled' });
    await page.context().close();
  }, 120000);

  it('a portal user has no contacts menu entry, and /contacts sends them home', async () => {
    const page = await signedInPage(await journey().context(), 'portal');
    await page.waitForURL(/\/home$/);
    const navigation = page.getByRole('navigation', { name: 'Navigation' });
    await navigation.getByRole('link', { name: 'Startseite' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Kontakte' }).count()).toBe(0);
    await page.goto('/contacts');
    await page.waitForURL(/\/home$/);
    await page.goto('/contacts/00000000-0000-4000-8000-000000000000');
    await page.waitForURL(/\/home$/);
    await page.context().close();
  }, 120000);
});

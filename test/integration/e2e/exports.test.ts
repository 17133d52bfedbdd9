import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describeInBrowser, downloadOf, mailTo, SHOTS, signedInPage, useJourney } from './e2e-support';

/**
 * The browser journey of issue 16's exports, as the demo manager signs in (German UI): on the
 * task list he exports the tasks he reads as XLSX, follows the export to its end, downloads the
 * workbook from the dialog (the same rows as the list) and gets the mail with it attached.
 */
describeInBrowser('browser journeys: exports', () => {
  const journey = useJourney();

  it('the manager exports the task list, sees it finish and downloads the workbook with the rows of the list', async () => {
    const page = await signedInPage(await journey().context({ width: 1400, height: 900 }), 'manager');
    // The manager is in two organisations: the picker first.
    await page.waitForURL(/\/accounts/);
    await page.getByRole('button', { name: /Demo-GmbH/ }).click();
    await page.waitForURL(/\/home$/);
    await page.goto('/tasks');
    const rows = page.locator('main tbody tr');
    await rows.first().waitFor();
    const listed = await page.locator('main tbody tr td:nth-child(2)').allTextContents();
    await page.getByRole('button', { name: 'Exportieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportieren' });
    // Demo-GmbH has the flag feature.export_claims: tasks or claims.
    await dialog.getByRole('radio', { name: 'Aufgaben' }).check();
    await dialog.getByRole('radio', { name: 'Excel (XLSX)' }).check();
    await dialog.getByRole('button', { name: 'Exportieren' }).waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
    await page.screenshot({ path: join(SHOTS, 'exports-dialog.png') });
    await dialog.getByRole('button', { name: 'Exportieren' }).click();
    await dialog.getByText('Export fertig – die E-Mail ist unterwegs.').waitFor({ timeout: 20000 });
    await page.screenshot({ path: join(SHOTS, 'exports-done.png') });
    const file = await downloadOf(page, () => dialog.getByRole('button', { name: 'Herunterladen' }).click());
    expect(file.name).toMatch(/^Aufgaben-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Aufgaben')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Titel');
    const titles = [...Array(sheet.rowCount - 1).keys()].map((i) => sheet.getRow(i + 2).getCell(2).value);
    expect(titles).toEqual(listed);
    const mail = await mailTo(journey().server.dataDir, 'Export fertig: Aufgaben');
    expect(mail).toContain(file.name);

    // The Berichte page lists the export and takes a weekly report.
    await page.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('link', { name: 'Berichte' }).click();
    await page.waitForURL(/\/reports$/);
    const mine = page
      .getByRole('region', { name: 'Meine Exporte' })
      .or(page.locator('section', { hasText: 'Meine Exporte' }))
      .first();
    await mine.getByText(file.name).or(mine.getByText('Aufgaben')).first().waitFor();
    await page.getByRole('button', { name: 'Neuer Bericht' }).click();
    const form = page.getByRole('dialog', { name: 'Neuer Bericht' });
    await form.getByRole('combobox', { name: 'Rhythmus' }).click();
    await page.getByRole('option', { name: 'Wöchentlich' }).click();
    await form.getByRole('combobox', { name: 'Wochentag' }).click();
    await page.getByRole('option', { name: 'Montag' }).click();
    await form.getByRole('textbox', { name: 'Uhrzeit' }).fill('07:30');
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'reports-dialog.png') });
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('wöchentlich Mo 07:30').waitFor();
    await page.screenshot({ path: join(SHOTS, 'reports-page.png'), fullPage: true });
  });
});

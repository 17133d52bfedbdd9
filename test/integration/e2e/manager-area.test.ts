import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, SHOTS, signedInPage, useJourney } from './e2e-support';

/**
 * Browser journeys through the manager screens of issue 5: teams, types and the contact
 * form, against one server on a fresh demo store (Demo-GmbH: teams Vertrieb and Technik,
 * anna admin of Technik only).
 */
describeInBrowser('browser journeys: the manager area', () => {
  const journey = useJourney();

  /** The manager is in two organisations: the picker, then Demo-GmbH. */
  async function managerInDemo(context: BrowserContext): Promise<Page> {
    const page = await signedInPage(context, 'manager');
    await page.waitForURL(/\/accounts/);
    await page.getByRole('button', { name: /Demo-GmbH/ }).click();
    await page.waitForURL(/\/home$/);
    return page;
  }

  const teamList = (page: Page) => page.getByRole('list', { name: 'Teams' });

  it('the manager creates a team and adds ben with read and edit; another open teams page follows live', async () => {
    const watcher = await managerInDemo(await journey().context());
    await watcher.goto('/manager/teams');
    await teamList(watcher)
      .getByRole('button', { name: /Technik/ })
      .waitFor();

    const page = await managerInDemo(await journey().context());
    await page.goto('/manager/teams');
    await teamList(page)
      .getByRole('button', { name: /Vertrieb/ })
      .waitFor();
    await page.getByRole('button', { name: 'Neues Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Team' });
    await dialog.getByLabel('Name').fill('Qualität');
    await dialog.getByLabel('Kürzel').fill('QS');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText('Das Team wurde angelegt.').waitFor();
    // the new team is chosen: its creator is its first admin (issue 11 item 4), and the form that adds one
    await page.getByRole('heading', { name: /Qualität/ }).waitFor();
    const creator = page.getByRole('table', { name: 'Mitglieder von Qualität' }).getByRole('row', { name: /Martin Manager/ });
    await creator.waitFor();
    expect(await creator.getByRole('checkbox', { name: /^Admin:/ }).isChecked()).toBe(true);

    const form = page.getByRole('form', { name: 'Mitglied hinzufügen' });
    await form.getByRole('combobox', { name: 'Benutzer' }).fill('Ben');
    await page.getByRole('option', { name: /^Ben / }).click();
    await form.getByRole('checkbox', { name: 'Bearbeiten' }).check();
    await form.getByRole('button', { name: 'Hinzufügen' }).click();
    await page.getByText('Das Mitglied wurde hinzugefügt.').waitFor();

    const members = page.getByRole('table', { name: 'Mitglieder von Qualität' });
    const ben = members.getByRole('row', { name: /Ben/ });
    await ben.waitFor();
    expect(await ben.getByRole('checkbox', { name: /^Lesen:/ }).isChecked()).toBe(true);
    expect(await ben.getByRole('checkbox', { name: /^Bearbeiten:/ }).isChecked()).toBe(true);
    expect(await ben.getByRole('checkbox', { name: /^Löschen:/ }).isChecked()).toBe(false);
    await teamList(page)
      .getByRole('button', { name: /Qualität.*2 Mitglieder/ })
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'manager-teams.png'), animations: 'disabled' });

    // the other page heard teams/teamChanged and shows the new team with its members
    await teamList(watcher)
      .getByRole('button', { name: /Qualität.*2 Mitglieder/ })
      .waitFor({ timeout: 15000 });
    await watcher.context().close();
    await page.context().close();
  }, 180000);

  it('anna, team admin of Technik and no manager, sees only Technik', async () => {
    const page = await signedInPage(await journey().context(), 'anna');
    await page.waitForURL(/\/home$/);
    await page.goto('/manager/teams');
    const list = teamList(page);
    await list.getByRole('button', { name: /Technik/ }).waitFor();
    expect(await list.getByRole('button').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Neues Team' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Team löschen' }).count()).toBe(0);
    await page.getByRole('table', { name: 'Mitglieder von Technik' }).waitFor();
    await page.context().close();
  }, 120000);

  it('the manager adds a contact type; a second one with the same prefix is refused on its field', async () => {
    const page = await managerInDemo(await journey().context());
    await page.goto('/manager/account?tab=types');
    const contactTypes = page.getByRole('table', { name: 'Kontakttypen' });
    await contactTypes.getByRole('cell', { name: 'Kunde', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Kontakttyp hinzufügen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Neuer Kontakttyp' });
    await dialog.getByLabel('Bezeichnung').fill('Interessent');
    await dialog.getByLabel('Kürzel').fill('IN');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Typ wurde angelegt.').waitFor();
    await contactTypes.getByRole('cell', { name: 'Interessent', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Kontakttyp hinzufügen' }).click();
    dialog = page.getByRole('dialog', { name: 'Neuer Kontakttyp' });
    await dialog.getByLabel('Bezeichnung').fill('Interessent Süd');
    await dialog.getByLabel('Kürzel').fill('in');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Ein Typ mit diesem Kürzel existiert bereits.').waitFor();
    expect(await dialog.getByLabel('Kürzel').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: join(SHOTS, 'manager-types.png'), animations: 'disabled' });
    await page.context().close();
  }, 120000);

  it('the manager builds a form element and saves it', async () => {
    const page = await managerInDemo(await journey().context());
    await page.goto('/manager/account?tab=contact-form');
    await page.getByRole('combobox', { name: 'Elementtyp' }).click();
    await page.getByRole('option', { name: 'Auswahlliste' }).click();
    await page.getByRole('button', { name: 'Element hinzufügen' }).click();
    const element = page.getByRole('region', { name: /Auswahlliste/ }).last();
    await element.getByLabel('Bezeichnung').fill('Branche');
    await element.getByRole('textbox', { name: 'Wert 1', exact: true }).fill('Handel');
    await element.getByRole('button', { name: 'Wert hinzufügen' }).click();
    await element.getByRole('textbox', { name: 'Wert 2', exact: true }).fill('Industrie');
    // the preview renders it at once
    await page.getByRole('form', { name: 'Vorschau' }).getByText('Branche').first().waitFor();
    await page.getByRole('button', { name: 'Formular speichern' }).click();
    await page.getByText('Das Kontaktformular wurde gespeichert.').waitFor();
    await page.screenshot({ path: join(SHOTS, 'manager-contact-form.png'), animations: 'disabled' });

    await page.reload();
    const saved = page.getByRole('region', { name: /Auswahlliste/ }).last();
    expect(await saved.getByLabel('Bezeichnung').inputValue()).toBe('Branche');
    expect(await saved.getByLabel('Schlüssel').inputValue()).toBe('branche');
    expect(await saved.getByLabel('Schlüssel').isDisabled()).toBe(true);
    await page.context().close();
  }, 120000);
});

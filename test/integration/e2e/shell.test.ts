import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describeInBrowser, mailTo, SHOTS, signedInPage, useJourney } from './e2e-support';

/**
 * Browser journeys through the shell (issue 4), against one server on a fresh demo store.
 * They run in order and share that store: the terms of Beispiel-AG are accepted in the first
 * one, so the later ones meet the account without the dialog.
 */
describeInBrowser('browser journeys: the shell', () => {
  const journey = useJourney();
  /** Account ids read on the way (the links below need them). */
  const ids: { demo?: string; beispiel?: string } = {};

  const accountName = (page: Page) => page.getByTestId('account-name');
  const currentAccountId = async (page: Page) =>
    JSON.parse(((await page.evaluate('localStorage.getItem("kollab-account")')) as string | null) ?? 'null') as string;

  it('the terms dialog blocks a manager of Beispiel-AG until accepted', async () => {
    const page = await signedInPage(await journey().context(), 'manager');
    // manager is in two accounts: the picker
    await page.waitForURL(/\/accounts/);
    await page.getByRole('button', { name: /Beispiel-AG/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nutzungsbedingungen und Datenschutz' });
    await dialog.waitFor();
    await page.screenshot({ path: join(SHOTS, 'terms-dialog.png'), animations: 'disabled' });
    // not closable: neither Escape nor a click beside it
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 700);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Abmelden', 'Akzeptieren']);
    await dialog.getByRole('button', { name: 'Akzeptieren' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await accountName(page).textContent()).toBe('Beispiel-AG');
    ids.beispiel = await currentAccountId(page);
    await page.context().close();
  }, 120000);

  it('a manager switches between Demo-GmbH and Beispiel-AG; an /acc link switches too', async () => {
    const page = await signedInPage(await journey().context(), 'manager');
    await page.waitForURL(/\/accounts/);
    await page.getByRole('button', { name: /Demo-GmbH/ }).click();
    await page.waitForURL(/\/home$/);
    expect(await accountName(page).textContent()).toBe('Demo-GmbH');
    ids.demo = await currentAccountId(page);

    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menuitem', { name: 'Organisation wechseln' }).click();
    await page.waitForURL(/\/accounts$/);
    await page.getByRole('button', { name: /Beispiel-AG/ }).click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('account-name').filter({ hasText: 'Beispiel-AG' }).waitFor();

    // a link into the other account switches to it and opens the page
    await page.goto(`/acc/${ids.demo}/profile`);
    await page.waitForURL(/\/profile$/);
    await page.getByTestId('account-name').filter({ hasText: 'Demo-GmbH' }).waitFor();
    await page.context().close();
  }, 120000);

  it('anna opens a link of an account she is not in: the dialog offers logout or staying', async () => {
    expect(ids.beispiel).toBeTruthy();
    const context = await journey().context();
    const page = await signedInPage(context, 'anna');
    await page.waitForURL(/\/home$/);
    await page.goto(`/acc/${ids.beispiel}/tasks`);
    const dialog = page.getByRole('dialog', { name: 'Inhalt einer anderen Organisation' });
    await dialog.waitFor();
    await page.screenshot({ path: join(SHOTS, 'foreign-content.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Hier bleiben' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await accountName(page).textContent()).toBe('Demo-GmbH');
    await context.close();
  }, 120000);

  it('a manager invites a member and the invitation lands in the outbox', async () => {
    const email = `neu-${Date.now()}@example.com`;
    const page = await signedInPage(await journey().context(), 'manager');
    await page.waitForURL(/\/accounts/);
    await page.getByRole('button', { name: /Demo-GmbH/ }).click();
    await page.waitForURL(/\/home$/);
    await page.goto('/manager/account?tab=members');
    await page.getByRole('button', { name: 'Mitglied einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mitglied einladen' });
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByLabel('Benutzername').fill(`nora${Date.now()}`);
    await dialog.getByLabel('Vorname').fill('Nora');
    await dialog.getByLabel('Nachname').fill('Neu');
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await page.getByText('Die Einladung wurde gesendet.').waitFor();
    await page.screenshot({ path: join(SHOTS, 'members.png'), animations: 'disabled' });
    const mail = await mailTo(journey().server.dataDir, email);
    expect(mail).toMatch(/^To: .*neu-\d+@example\.com/m);
    await page.context().close();
  }, 120000);

  it('bookmarks: add the current page, rename the draft, open it, delete it', async () => {
    const page = await signedInPage(await journey().context(), 'anna');
    await page.waitForURL(/\/home$/);
    await page.goto('/tasks');
    await page.getByRole('heading', { name: 'Aufgaben' }).waitFor();
    await page.getByRole('button', { name: 'Lesezeichen für diese Seite anlegen' }).click();
    const draft = page.getByRole('dialog', { name: 'Lesezeichen für diese Seite anlegen' });
    const label = draft.getByLabel('Bezeichnung');
    expect(await label.inputValue()).toBe('Neues Lesezeichen');
    await label.fill('Meine Aufgaben');
    await draft.getByRole('button', { name: 'Speichern' }).click();
    // the star of this page is filled now
    await page.getByRole('button', { name: 'Lesezeichen dieser Seite bearbeiten', pressed: true }).waitFor();

    await page.getByRole('link', { name: 'Startseite' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('button', { name: 'Lesezeichen', exact: true }).click();
    await page.getByRole('button', { name: 'Meine Aufgaben öffnen' }).click();
    await page.waitForURL(/\/tasks$/);

    await page.getByRole('button', { name: 'Lesezeichen', exact: true }).click();
    await page.getByRole('button', { name: 'Meine Aufgaben entfernen' }).click();
    await page.getByText('Noch keine Lesezeichen.').waitFor();
    // close the list (a click beside it: the focus went with the removed entry)
    await page.mouse.click(5, 400);
    await page.getByRole('dialog', { name: 'Lesezeichen' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Lesezeichen für diese Seite anlegen', pressed: false }).waitFor();
    await page.context().close();
  }, 120000);

  it('at phone width (375 px) the sidebar starts closed and opens as a drawer', async () => {
    const page = await signedInPage(await journey().context({ width: 375, height: 740 }), 'anna');
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { name: /Willkommen/ }).waitFor();
    const navigation = page.getByRole('navigation', { name: 'Navigation' });
    expect(await navigation.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).click();
    await navigation.waitFor();
    await page.screenshot({ path: join(SHOTS, 'phone-drawer.png'), animations: 'disabled' });
    await navigation.getByRole('link', { name: 'Aufgaben' }).click();
    await page.waitForURL(/\/tasks$/);
    await navigation.waitFor({ state: 'hidden' });
    await page.context().close();
  }, 120000);

  it('ben (locale en) gets English at sign-in; saving German in his profile switches at once and stays after a reload', async () => {
    const page = await signedInPage(await journey().context(), 'ben');
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { name: 'Welcome, Ben Brandt!' }).waitFor();
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Personal details' });
    await details.getByRole('combobox', { name: /^Language/ }).click();
    await page.getByRole('option', { name: 'German' }).click();
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('heading', { name: 'Persönliche Angaben' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Persönliche Angaben' }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('de');
    await page.context().close();
  }, 120000);
});

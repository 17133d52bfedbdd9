import { join } from 'node:path';
import { describeInBrowser, SHOTS, signIn, useJourney } from './e2e-support';

/**
 * The browser journey: the real built server on its own embedded store (a copy of the one its
 * first start seeded with the demo data), serving the built client; Debian's Chromium signs in
 * as anna, then as the system admin (no organisation).
 */
describeInBrowser('browser journey: sign in and out', () => {
  const journey = useJourney();

  it('anna signs in, lands on /home in the shell of Demo-GmbH and logs out', async () => {
    const page = await (await journey().context()).newPage();
    await page.goto('/tasks');
    // Not signed in: the guard sends the pending path along to the login page.
    await page.waitForURL(/\/login\?target=%2Ftasks$/);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'login.png') });

    await signIn(page, 'anna');
    // anna is a user of Demo-GmbH with the tasks app: the target is honoured.
    await page.waitForURL(/\/tasks$/);
    await page.getByRole('heading', { name: 'Aufgaben' }).waitFor();
    await page.getByRole('link', { name: 'Startseite' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { name: /Willkommen/ }).waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Demo-GmbH');
    const sidebar = page.getByRole('navigation', { name: 'Navigation' });
    // the main entries of a user (surveys too: she answers those assigned to her, issue 15); the manager
    // section holds at most the teams (anna is a team admin since issue 5)
    expect(await sidebar.getByRole('list').first().getByRole('link').allTextContents()).toEqual([
      'Startseite',
      'Kontakte',
      'Aufgaben',
      'Protokolle',
      'Angebote',
      'Umfragen',
    ]);
    expect(await sidebar.getByRole('link', { name: 'Organisation' }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'home.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'home-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A route anna's roles do not allow sends her home.
    await page.goto('/manager/account');
    await page.waitForURL(/\/home$/);

    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const kept = (await page.evaluate('Object.keys(localStorage).sort()')) as string[];
    expect(kept.every((key) => ['kollab-client-id', 'kollab-login-domains', 'kollab-news-seen'].includes(key))).toBe(true);
    await page.goto('/home');
    await page.waitForURL(/\/login\?target=%2Fhome$/);
  }, 120000);

  it('the system admin (no organisation) signs in and lands on /admin/accounts with every organisation', async () => {
    const page = await (await journey().context()).newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await signIn(page, 'admin');
    await page.waitForURL(/\/admin\/accounts$/);
    await page.getByRole('heading', { name: 'Organisationen' }).first().waitFor();
    await page.getByText('Demo-GmbH').first().waitFor();
    await page.getByText('Beispiel-AG').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'admin-accounts.png') });
    // without an account: both admin tabs (issue 11: the news editor needs none), no empty account entry in the profile menu
    expect(await page.getByRole('tab', { name: 'Organisationen' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Neuigkeiten' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Profilmenü' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Administration' }).waitFor();
    expect(await menu.getByText(/^ID:/).count()).toBe(0);
    await page.keyboard.press('Escape');
    // no account: the other shell routes send the admin back to the organisations
    await page.goto('/home');
    await page.waitForURL(/\/admin\/accounts$/);
    await page.getByText('Beispiel-AG').first().waitFor();
    await page.close();
  }, 120000);
});

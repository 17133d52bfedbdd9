import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from 'playwright-core';

/**
 * The browser journey: the real server from sources on a fresh embedded store (the first
 * start seeds the demo data), serving the built client; Debian's Chromium signs in as anna,
 * then as the system admin (no organisation).
 */
const ROOT = resolve(__dirname, '..', '..', '..');
const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(ROOT, 'test-results', 'e2e');
const ci = process.env.CI === 'true';
const chromiumThere = existsSync(CHROMIUM);
if (!chromiumThere) {
  if (ci) throw new Error(`${CHROMIUM} is missing (infra/services.sh installs it); CI=true does not skip the browser journey`);
  console.warn(`[tests] ${CHROMIUM} not found: browser journey not run (bash infra/services.sh installs Chromium)`);
}
const maybe = chromiumThere ? describe : describe.skip;

interface Server {
  child: ChildProcess;
  url: string;
  exit: Promise<number | null>;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['-r', join(ROOT, 'test/support/register-ts.js'), join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SERVE_CLIENT: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((ready, fail) => {
    lines.on('line', (line) => {
      output.push(line);
      if (line.includes('Kollab is listening')) ready();
    });
    void exit.then((code) => fail(new Error(`server exited with ${code}:\n${output.join('\n')}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exit };
}

/** Signs in on the open login page; the demo data may still be on its way on the first start: retries. */
async function signIn(page: import('playwright-core').Page, username: string) {
  await page.getByLabel('Benutzername oder E-Mail').fill(username);
  await page.getByLabel('Passwort', { exact: false }).first().fill('Demo-Pass-1');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 5000 }).then(() => 'in'),
      page.getByRole('alert').waitFor({ timeout: 5000 }).then(() => 'refused'),
    ]).catch(() => 'waiting');
    if (outcome === 'in') return;
    await page.waitForTimeout(1000);
  }
}

maybe('browser journey: sign in and out', () => {
  let server: Server | undefined;
  let browser: Browser | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'kollab-e2e-'));

  beforeAll(async () => {
    // The server serves client/dist: build it when it is missing (npm test builds it first).
    if (!existsSync(join(ROOT, 'client', 'dist', 'index.html'))) {
      const build = spawnSync('npm', ['run', '--silent', 'build', '-w', 'client'], { cwd: ROOT, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`client build failed:\n${build.stdout}${build.stderr}`);
    }
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer(dataDir);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    if (server) {
      server.child.kill('SIGTERM');
      await server.exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30000);

  it('anna signs in, lands on /home in the shell of Demo GmbH and logs out', async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server!.url}/tasks`);
    // Not signed in: the guard sends the pending path along to the login page.
    await page.waitForURL(/\/login\?target=%2Ftasks$/);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'login.png') });

    // The demo data is seeded on the first start and may still be on its way: retry the sign-in.
    await signIn(page, 'anna');
    // anna is a user of Demo GmbH with the tasks app: the target is honoured.
    await page.waitForURL(/\/tasks$/);
    await page.getByRole('heading', { name: 'Aufgaben' }).waitFor();
    await page.getByRole('link', { name: 'Startseite' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { name: /Willkommen/ }).waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Demo GmbH');
    const sidebar = page.getByRole('navigation', { name: 'Navigation' });
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Startseite', 'Kontakte', 'Aufgaben', 'Protokolle', 'Angebote']);
    await page.screenshot({ path: join(SHOTS, 'home.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'home-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A route anna's roles do not allow sends her home.
    await page.goto(`${server!.url}/manager/account`);
    await page.waitForURL(/\/home$/);

    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const kept = await page.evaluate('Object.keys(localStorage).sort()') as string[];
    expect(kept.every((key) => ['kollab-client-id', 'kollab-login-domains'].includes(key))).toBe(true);
    await page.goto(`${server!.url}/home`);
    await page.waitForURL(/\/login\?target=%2Fhome$/);
  }, 120000);

  it('the system admin (no organisation) signs in and lands on /admin/accounts with every organisation', async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server!.url}/login`);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await signIn(page, 'admin');
    await page.waitForURL(/\/admin\/accounts$/);
    await page.getByRole('heading', { name: 'Organisationen' }).first().waitFor();
    await page.getByText('Demo GmbH').first().waitFor();
    await page.getByText('Beispiel AG').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'admin-accounts.png') });
    // no account: the other shell routes send the admin back to the organisations
    await page.goto(`${server!.url}/home`);
    await page.waitForURL(/\/admin\/accounts$/);
    await page.getByText('Beispiel AG').first().waitFor();
    await page.close();
  }, 120000);
});

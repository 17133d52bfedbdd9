import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

/**
 * What the browser journeys share: the real built server on its own embedded store (a copy of
 * one its first start seeded with the demo data), serving the built client, and Debian's Chromium.
 */
export const ROOT = resolve(__dirname, '..', '..', '..');
export const CHROMIUM = '/usr/bin/chromium';
export const SHOTS = join(ROOT, 'test-results', 'e2e');
export const DEMO_PASSWORD = 'Demo-Pass-1';

const ci = process.env.CI === 'true';
export const chromiumThere = existsSync(CHROMIUM);
if (!chromiumThere) {
  if (ci) throw new Error(`${CHROMIUM} is missing (infra/services.sh installs it); CI=true does not skip the browser journeys`);
  console.warn(`[tests] ${CHROMIUM} not found: browser journeys not run (bash infra/services.sh installs Chromium)`);
}
/** `describe`, or `describe.skip` without Chromium (outside CI). */
export const describeInBrowser = chromiumThere ? describe : describe.skip;

export type Server = ServerProcess & { dataDir: string };

/** The built server (npm test builds it first) serving the built client, on `dataDir`. */
function startServer(dataDir: string): Promise<ServerProcess> {
  return startServerProcess({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATA_DIR: dataDir, SERVE_CLIENT: 'true' });
}

/**
 * A data folder as the server's first start leaves it (demo data seeded), made once per jest
 * run by whichever journey asks first and copied for each: a journey's server then starts as a
 * restarted one (about 4 s instead of 10, of which seeding is most). KOLLAB_TEST_RUN_DIR is the
 * run's own folder (global-setup; global-teardown removes it).
 */
async function seededDataDir(): Promise<string> {
  const runDir = process.env.KOLLAB_TEST_RUN_DIR ?? mkdtempSync(join(tmpdir(), 'kollab-run-'));
  const seeded = join(runDir, 'e2e-seeded');
  try {
    mkdirSync(`${seeded}.lock`, { recursive: false });
  } catch {
    // another journey is making it: wait for it
    for (const until = Date.now() + 120_000; !existsSync(seeded);) {
      if (Date.now() > until) throw new Error(`${seeded} was not made within 120 s`);
      await new Promise((done) => setTimeout(done, 200));
    }
    return seeded;
  }
  const making = `${seeded}.making`;
  const server = await startServer(making);
  server.child.kill('SIGTERM');
  const code = await server.exit;
  if (code !== 0) throw new Error(`the seeding server exited with ${code}:\n${server.output.join('\n')}`);
  renameSync(making, seeded);
  return seeded;
}

export interface Journey {
  server: Server;
  browser: Browser;
  /** A fresh browser profile (own local storage and cookies) at the given viewport. */
  context(viewport?: { width: number; height: number }): Promise<BrowserContext>;
}

/**
 * Starts server and browser for one test file (beforeAll) and stops them (afterAll).
 * Returns a getter: the journey exists only once beforeAll ran.
 */
export function useJourney(): () => Journey {
  let journey: Journey | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'kollab-e2e-'));
  beforeAll(async () => {
    // The server serves client/dist: build it when it is missing (npm test builds it first).
    if (!existsSync(join(ROOT, 'client', 'dist', 'index.html'))) {
      const build = spawnSync('npm', ['run', '--silent', 'build', '-w', 'client'], { cwd: ROOT, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`client build failed:\n${build.stdout}${build.stderr}`);
    }
    mkdirSync(SHOTS, { recursive: true });
    cpSync(await seededDataDir(), dataDir, { recursive: true });
    const server = { ...(await startServer(dataDir)), dataDir };
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    journey = {
      server,
      browser,
      context: (viewport = { width: 1280, height: 800 }) => browser.newContext({ viewport, baseURL: server.url }),
    };
  }, 120000);
  afterAll(async () => {
    await journey?.browser.close();
    if (journey) {
      journey.server.child.kill('SIGTERM');
      await journey.server.exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30000);
  return () => {
    if (!journey) throw new Error('the journey has not started (beforeAll failed?)');
    return journey;
  };
}

/** Signs in on the open login page; retries while the server answers that it is not ready (or refuses). */
export async function signIn(page: Page, username: string) {
  await page.getByLabel('Benutzername oder E-Mail').fill(username);
  await page.getByLabel('Passwort', { exact: false }).first().fill(DEMO_PASSWORD);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 5000 }).then(() => 'in'),
      page
        .getByRole('alert')
        .waitFor({ timeout: 5000 })
        .then(() => 'refused'),
    ]).catch(() => 'waiting');
    if (outcome === 'in') return;
    await page.waitForTimeout(1000);
  }
  throw new Error(`${username} could not sign in`);
}

/** Opens /login in a new page of `context` and signs in. */
export async function signedInPage(context: BrowserContext, username: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
  await signIn(page, username);
  return page;
}

/** The mails of the outbox (DATA_DIR/mail, one .eml each, written without SMTP_URL). */
export function outbox(dataDir: string): string[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** Waits (polling the outbox, up to `timeoutMs`) for a mail that mentions `text`. */
export async function mailTo(dataDir: string, text: string, timeoutMs = 20000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = outbox(dataDir).find((item) => item.includes(text));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail mentioning ${text} in ${join(dataDir, 'mail')}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** Resolves once the page's Socket.IO connection is up (its namespace CONNECT frame, `40…`, arrived). */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolveConnected) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolveConnected();
      });
    });
  });
}

/** A new page of a signed-in context at `path`, with its socket connected. */
export async function livePage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const connected = socketConnected(page);
  await page.goto(path);
  await connected;
  return page;
}

/** Marks the document; the mark is gone after any reload or full navigation. */
export const mark = (page: Page) => page.evaluate('window.__kept = true');
export const stillMarked = (page: Page) => page.evaluate('window.__kept === true');

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}
/** Calls the API as the user signed in on a page (its token and account signature). */
export type ApiAs = <T = unknown>(method: string, path: string, body?: unknown, ifMatch?: number) => Promise<ApiAnswer<T>>;

/**
 * The API as the user of `page`: opens `path` (default /home) and takes the Authorization and
 * Account headers of the page's first API call that carries both.
 */
export async function apiAs(page: Page, base: string, path = '/home'): Promise<ApiAs> {
  const headers = new Promise<Record<string, string>>((found) => {
    const listen = (request: import('playwright-core').Request) => {
      const sent = request.headers();
      if (request.url().includes('/api/v1/') && sent.authorization && sent.account) {
        page.off('request', listen);
        found({ authorization: sent.authorization, account: sent.account });
      }
    };
    page.on('request', listen);
  });
  await page.goto(path);
  const auth = await headers;
  return async <T>(method: string, route: string, body?: unknown, ifMatch?: number) => {
    const response = await fetch(`${base}/api${route}`, {
      method,
      headers: {
        ...auth,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

/** Clicks `click` and returns the bytes of the download it starts. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20000 }), click()]);
  const file = await download.path();
  if (!file) throw new Error(`the download ${download.suggestedFilename()} failed: ${await download.failure()}`);
  return { name: download.suggestedFilename(), bytes: readFileSync(file) };
}

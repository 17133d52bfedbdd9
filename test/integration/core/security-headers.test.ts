import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, startTestApp, type TestApp } from '../../support/test-app';

/** The directives of a policy header: name → values. */
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

/** Issue 11 item 7: the page and the API answer with a Content-Security-Policy that allows no inline script. */
describe('security headers: the Content-Security-Policy', () => {
  let t: TestApp;
  const client = mkdtempSync(join(tmpdir(), 'kollab-client-'));

  beforeAll(async () => {
    writeFileSync(
      join(client, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
    t = await startTestApp({ env: { SERVE_CLIENT: 'true', CLIENT_DIST: client } });
  }, 180000);
  afterAll(async () => {
    await t.close();
    rmSync(client, { recursive: true, force: true });
  });

  it('serves the page with scripts from its own origin only: no inline script, no eval, no framing, no plug-ins', async () => {
    const page = await fetch(`${t.url}/tasks/some-task`);
    expect(page.status).toBe(200);
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // MUI's emotion writes <style> elements at run time: styles (only) may be inline
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    // plain http on a local port must keep working
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends the same policy with API answers', async () => {
    const answer = await request(t.url, 'GET', '/api/v1/static_content/countries');
    expect(directives(answer.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

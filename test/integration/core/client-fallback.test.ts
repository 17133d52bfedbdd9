import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../support/test-app';

// The client is served from a folder below a dot segment, as when the project is cloned
// under ~/.something/: Express's sendFile of an absolute path refuses such a path (404).
describe('the client fallback under a folder whose name starts with a dot', () => {
  const base = mkdtempSync(join(tmpdir(), 'kollab-dotted-'));
  const dist = join(base, '.hidden', 'client', 'dist');
  const INDEX = '<!doctype html><html><body><div id="root">kollab-client-marker</div></body></html>';
  let server: TestApp;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
    server = await startTestApp({ env: { SERVE_CLIENT: 'true', CLIENT_DIST: dist } });
  }, 60000);
  afterAll(async () => {
    await server?.close();
    rmSync(base, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/tasks/abc', '/tasks/abc/edit'])('GET %s answers the client page', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX);
  });

  it('serves the files of the build and leaves the API its own 404', async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1);');
    const api = await fetch(`${server.url}/api/no-such-route`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });
});

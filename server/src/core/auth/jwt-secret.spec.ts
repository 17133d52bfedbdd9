import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadJwtSecret } from './jwt-secret';

describe('loadJwtSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kollab-jwt-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when set and writes nothing', async () => {
    const secret = 'x'.repeat(40);
    await expect(loadJwtSecret({ jwtSecret: secret, dataDir })).resolves.toBe(secret);
    expect(() => statSync(join(dataDir, 'secrets'))).toThrow();
  });

  it('generates a secret once into DATA_DIR/secrets/jwt.key, readable by the owner only', async () => {
    const first = await loadJwtSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(64); // 48 bytes, base64url
    expect(statSync(join(dataDir, 'secrets', 'jwt.key')).mode & 0o777).toBe(0o600);
    await expect(loadJwtSecret({ dataDir })).resolves.toBe(first);
  });

  it('keeps one secret when several processes start at once', async () => {
    const secrets = await Promise.all(Array.from({ length: 5 }, () => loadJwtSecret({ dataDir })));
    expect(new Set(secrets).size).toBe(1);
  });
});

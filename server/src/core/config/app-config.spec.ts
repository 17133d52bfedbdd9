import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('defaults to the embedded set-up on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, logLevel: 'info', readYourWritesTimeoutMs: 2000 });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', REDIS_URL: '::' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('LOG_LEVEL');
    expect(problems).toContain('REDIS_URL');
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('accepts server URLs', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/kollab',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:1025',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/kollab');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('prefixes Redis keys with kollab unless REDIS_PREFIX says otherwise, and refuses a prefix with spaces or braces', () => {
    expect(loadConfig({}).redisPrefix).toBe('kollab');
    expect(loadConfig({ REDIS_PREFIX: 'kollab-staging' }).redisPrefix).toBe('kollab-staging');
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ REDIS_PREFIX: '{x}' })).toThrow(/REDIS_PREFIX/);
  });
});

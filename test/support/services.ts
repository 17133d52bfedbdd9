/**
 * Where the integration suites find real services. Both default to this machine's
 * local servers; CI starts them in infra/services.sh. Under CI=true a missing service
 * fails the run instead of skipping (global-setup.ts decides once, up front).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function postgresAvailable(): boolean {
  return process.env.KOLLAB_TEST_POSTGRES === 'yes';
}

export function redisAvailable(): boolean {
  return process.env.KOLLAB_TEST_REDIS === 'yes';
}

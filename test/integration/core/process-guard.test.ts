import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// server/src/core/process-guard.ts (installed by main.ts): an uncaught exception, an
// unhandled rejection or an 'error' event nobody listens to is logged at error level and
// the process keeps serving every other tenant (issue 11: a corrupt logo ended the server).
describe('the process guard', () => {
  it('logs what nobody caught and keeps the process running', () => {
    const child = spawnSync(process.execPath, ['-r', './test/support/register-ts.js', 'test/support/process-guard-child.ts'], {
      cwd: join(__dirname, '..', '..', '..'),
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ status: child.status, stderr: child.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = child.stdout.trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'logged unhandled rejection (the process keeps running): Error: a rejection nobody handles',
        'logged uncaught exception (the process keeps running): Error: thrown in a timer callback',
        'logged uncaught exception (the process keeps running): Error: an error event without a listener',
      ]),
    );
    expect(lines.at(-1)).toBe('alive');
  });
});

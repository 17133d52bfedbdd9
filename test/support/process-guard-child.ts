// A process with the guard of server/src/core/process-guard.ts installed, for a test that
// checks failures nobody caught do not end it.
// Run: node -r ./test/support/register-ts.js test/support/process-guard-child.ts
import { EventEmitter } from 'node:events';
import { installProcessGuard } from '@kollab/server/core/process-guard';

installProcessGuard({ error: (message: string) => process.stdout.write(`logged ${message.split('\n', 1)[0]}\n`) });

setTimeout(() => {
  throw new Error('thrown in a timer callback');
}, 10);
void Promise.reject(new Error('a rejection nobody handles'));
setTimeout(() => new EventEmitter().emit('error', new Error('an error event without a listener')), 20);
setTimeout(() => {
  process.stdout.write('alive\n');
  process.exit(0);
}, 300);

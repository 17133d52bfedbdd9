import { Client as PgClient } from 'pg';

/**
 * Counts every statement the process sends to PostgreSQL (pg's Client.query, which the
 * pool and transactions both end in) and the time until each answered: per measurement,
 * statements and database milliseconds per request. Includes the app's background work
 * meanwhile (projection runners, the tasks notifier's readersOf), which is the point.
 */
const sqlMeter: { statements: number; ms: number; at: number; capture?: string[] } = { statements: 0, ms: 0, at: 0 };
/** Statements per second the idle app sends (measured before the requests). */
let idleStatementsPerSecond = 0;
export const meterNow = () => ({ statements: sqlMeter.statements, ms: sqlMeter.ms, at: performance.now() });
export function installSqlMeter(): void {
  const proto = PgClient.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function metered(this: unknown, ...args: unknown[]) {
    sqlMeter.statements++;
    if (sqlMeter.capture) {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
      sqlMeter.capture.push(text.replace(/\s+/g, ' ').trim().slice(0, 90));
    }
    const start = performance.now();
    const done = () => {
      sqlMeter.ms += performance.now() - start;
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = function callback(this: unknown, ...result: unknown[]) {
        done();
        return (last as (...a: unknown[]) => unknown).apply(this, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  };
}
export function sqlSince(from: { statements: number; ms: number; at: number }, requests: number): string {
  const n = Math.max(requests, 1);
  const statements = sqlMeter.statements - from.statements;
  const net = statements - (idleStatementsPerSecond * (performance.now() - from.at)) / 1000;
  return `${(statements / n).toFixed(1)} SQL statements (${(net / n).toFixed(1)} above the idle background), ${((sqlMeter.ms - from.ms) / n).toFixed(1)} ms in PostgreSQL per request`;
}

/** The statements the process sent while `work` ran, grouped by their start, most frequent first. */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string> {
  sqlMeter.capture = [];
  const start = performance.now();
  try {
    await work();
  } finally {
    // The pushes and projection steps an answer sets off finish shortly after it.
    await new Promise((r) => setTimeout(r, 300));
  }
  const captured = sqlMeter.capture;
  sqlMeter.capture = undefined;
  const groups = new Map<string, number>();
  for (const text of captured) groups.set(text, (groups.get(text) ?? 0) + 1);
  const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 15);
  return `${captured.length} statements in ${(performance.now() - start).toFixed(0)} ms (incl. 300 ms after the answer):\n${top.map(([text, n]) => `  ${String(n).padStart(4)} × ${text}`).join('\n')}`;
}

/** Measures the statements per second the idle app sends (`sqlSince` subtracts them from each figure). */
export async function measureIdleStatements(ms: number): Promise<number> {
  const from = meterNow();
  await new Promise((r) => setTimeout(r, ms));
  idleStatementsPerSecond = (sqlMeter.statements - from.statements) / ((performance.now() - from.at) / 1000);
  return idleStatementsPerSecond;
}

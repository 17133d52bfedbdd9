import { readdirSync, readFileSync } from 'node:fs';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Where a measurement's CPU went: how busy the server's event loop was, the CPU time of
 * this process (the server, and the bench's client thread), and of the PostgreSQL
 * server's processes (Linux /proc; when PostgreSQL runs on this machine). Per request,
 * so a throughput-bound measure shows what one request costs and what is left idle.
 */
export interface CpuMark {
  elu: EventLoopUtilization;
  process: NodeJS.CpuUsage;
  postgresMs: number | undefined;
  at: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU milliseconds of every `postgres` process (utime + stime), or undefined without /proc. */
function postgresCpuMs(): number | undefined {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
        const fields = stat.slice(close + 2).split(' ');
        // Fields 14 and 15 of stat (utime, stime): 11 and 12 after the command name and state.
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended meanwhile.
      }
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export function cpuMark(): CpuMark {
  return { elu: performance.eventLoopUtilization(), process: process.cpuUsage(), postgresMs: postgresCpuMs(), at: performance.now() };
}

/** "server event loop 78 % busy; CPU per request: this process 2.6 ms, PostgreSQL 1.1 ms" since `from`. */
export function cpuSince(from: CpuMark, requests: number): string {
  const n = Math.max(requests, 1);
  const busy = performance.eventLoopUtilization(from.elu).utilization;
  const used = process.cpuUsage(from.process);
  const processMs = (used.user + used.system) / 1000 / n;
  const postgres = postgresCpuMs();
  const postgresMs = postgres !== undefined && from.postgresMs !== undefined ? ((postgres - from.postgresMs) / n).toFixed(1) : 'n/a';
  return `server event loop ${(busy * 100).toFixed(0)} % busy; CPU per request: this process ${processMs.toFixed(1)} ms (server and client threads), PostgreSQL ${postgresMs} ms`;
}

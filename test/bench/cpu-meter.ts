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

export interface CpuPerRequest {
  /** Share of the time the server's event loop was busy. */
  busy: number;
  /** CPU milliseconds per request of this process (the server, and the bench's client thread). */
  processMs: number;
  /** CPU milliseconds per request of the PostgreSQL server's processes (undefined without /proc). */
  postgresMs: number | undefined;
}

export function cpuPerRequest(from: CpuMark, requests: number): CpuPerRequest {
  const n = Math.max(requests, 1);
  const used = process.cpuUsage(from.process);
  const postgres = postgresCpuMs();
  return {
    busy: performance.eventLoopUtilization(from.elu).utilization,
    processMs: (used.user + used.system) / 1000 / n,
    postgresMs: postgres !== undefined && from.postgresMs !== undefined ? (postgres - from.postgresMs) / n : undefined,
  };
}

/** "server event loop 87 % busy; CPU per request: this process 3.1 ms (…), PostgreSQL 1.5 ms". */
export function describeCpu({ busy, processMs, postgresMs }: CpuPerRequest): string {
  return `server event loop ${(busy * 100).toFixed(0)} % busy; CPU per request: this process ${processMs.toFixed(1)} ms (server and client threads), PostgreSQL ${postgresMs === undefined ? 'n/a' : `${postgresMs.toFixed(1)} ms`}`;
}

/**
 * What a throughput-bound measure can reach here: `clients` in flight answer within
 * `targetMs` only at clients ÷ targetMs requests per second, and `cores` give at most
 * cores ÷ (CPU per request) of them.
 */
export function ceiling(cpu: CpuPerRequest, clients: number, targetMs: number, cores: number): string {
  const needed = (clients * 1000) / targetMs;
  const perRequest = cpu.processMs + (cpu.postgresMs ?? 0);
  const reachable = (cores * 1000) / perRequest;
  return (
    `${clients} clients within ${targetMs} ms need ≥ ${needed.toFixed(0)} requests/s; one request costs ${perRequest.toFixed(1)} ms of CPU ` +
    `(this process ${cpu.processMs.toFixed(1)}, PostgreSQL ${cpu.postgresMs === undefined ? 'n/a' : cpu.postgresMs.toFixed(1)}), so ${cores} cores give at most ` +
    `${reachable.toFixed(0)} requests/s, with the server's one event loop ${(cpu.busy * 100).toFixed(0)} % busy already`
  );
}

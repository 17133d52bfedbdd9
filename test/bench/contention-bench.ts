// 20 writers on one stream (issue #11, item 20): each writer reads the stream's version
// and appends one event expecting it, over and over; all but one of each round are
// rejected. Measures attempts/s and how long a rejected append takes. Target: at least
// the 1,280 attempts/s that Emmett's PostgreSQL store made on this machine's PostgreSQL
// with 20 connections (measured by the author; Emmett is not installed here).
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '@kollab/server/core/event-store/event-store.errors';
import type { NewEvent } from '@kollab/server/core/event-store/event-store.types';
import type { SqlEventStore } from '@kollab/server/core/event-store/sql-event-store';
import type { SqlClient } from '@kollab/server/core/sql/sql-client';

export const CONTENTION_WRITERS = 20;
export const EMMETT_ATTEMPTS_PER_SECOND = 1280;

export interface ContentionFigures {
  attempts: number;
  appended: number;
  rejected: number;
  attemptsPerSecond: number;
  rejectedP50: number;
  rejectedP95: number;
  appendedP50: number;
  /** How long reading the version took (the client's part of an attempt). */
  readP50: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

type Options = { writers?: number; seconds?: number };

/** `attempt` run over and over by each of the writers until the time is up; attempts/s. */
async function forWriters(options: Options, attempt: (n: number) => Promise<void>): Promise<{ attempts: number; perSecond: number }> {
  const writers = options.writers ?? CONTENTION_WRITERS;
  const seconds = options.seconds ?? Number(process.env.BENCH_CONTENTION_SECONDS ?? 5);
  let attempts = 0;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(Math.round(seconds * 1e9));
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (process.hrtime.bigint() < deadline) await attempt(attempts++);
    }),
  );
  return { attempts, perSecond: attempts / (Number(process.hrtime.bigint() - started) / 1e9) };
}

/**
 * The same writers' loop with the store's work left out: two plain reads of the stream
 * row per attempt (an attempt is two round trips): the rate this machine allows now.
 */
export async function roundTripCeiling(sql: SqlClient, options: Options = {}): Promise<number> {
  const read = () => sql.query('SELECT version FROM es_streams WHERE stream_id = $1', ['none']);
  return (
    await forWriters(options, async () => {
      await read();
      await read();
    })
  ).perSecond;
}

export async function contendedAppends(events: SqlEventStore, newEvent: (i: number) => NewEvent, options: Options = {}): Promise<ContentionFigures> {
  const stream = `task-${randomUUID()}`;
  await events.append(stream, [newEvent(0)], 'no_stream');
  const rejectedMs: number[] = [];
  const appendedMs: number[] = [];
  const readMs: number[] = [];
  const { attempts, perSecond } = await forWriters(options, async (n) => {
    const read = process.hrtime.bigint();
    const version = await events.streamVersion(stream);
    const t0 = process.hrtime.bigint();
    readMs.push(Number(t0 - read) / 1e6);
    try {
      await events.append(stream, [newEvent(n)], version);
      appendedMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      rejectedMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  });
  const version = await events.streamVersion(stream);
  if (version !== appendedMs.length + 1)
    throw new Error(`contention bench: stream at version ${version}, but ${appendedMs.length + 1} appends succeeded`);
  rejectedMs.sort((a, b) => a - b);
  appendedMs.sort((a, b) => a - b);
  readMs.sort((a, b) => a - b);
  return {
    attempts,
    appended: appendedMs.length,
    rejected: rejectedMs.length,
    attemptsPerSecond: perSecond,
    rejectedP50: percentile(rejectedMs, 50),
    rejectedP95: percentile(rejectedMs, 95),
    appendedP50: percentile(appendedMs, 50),
    readP50: percentile(readMs, 50),
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';

interface IdSeed {
  seed: string;
  next: number;
}

const seeds = new AsyncLocalStorage<IdSeed>();

/**
 * The id of a new item, comment or event. Random, except while a request with an
 * Idempotency-Key runs (core/http/idempotency.ts): then the n-th id it asks for is derived
 * from its key (a UUID of version 8 from SHA-256). So a retry of a request whose answer
 * was lost, even in a crash, makes the same items with the same events, and the event store
 * recognises the batch as stored (es_append answers it as a duplicate) instead of making
 * them twice.
 */
export function newId(): string {
  const scope = seeds.getStore();
  if (!scope) return randomUUID();
  return derived(scope.seed, scope.next++);
}

/** The ids the next `count` calls of newId() will give, when they are derived (a request with an Idempotency-Key); else undefined. */
export function nextDerivedIds(count: number): string[] | undefined {
  const scope = seeds.getStore();
  return scope && Array.from({ length: count }, (_, i) => derived(scope.seed, scope.next + i));
}

function derived(seed: string, n: number): string {
  const hash = createHash('sha256').update(`${seed}:${n}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x80; // version 8
  hash[8] = (hash[8] & 0x3f) | 0x80; // the RFC 9562 variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Runs `work` (and everything it awaits) with ids derived from `seed`. */
export function withIdSeed<T>(seed: string, work: () => T): T {
  return seeds.run({ seed, next: 0 }, work);
}

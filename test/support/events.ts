import { randomUUID } from 'node:crypto';
import { compareCheckpoints, type Checkpoint, type EventMetadata, type NewEvent } from '@kollab/server/core/event-store/event-store.types';

export function metadata(accountId: string, overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    accountId,
    actorId: 'user-test',
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    causationId: null,
    schemaVersion: 1,
    ...overrides,
  };
}

export function event(type: string, data: unknown, accountId = 'acc-1', extra: { eventId?: string; meta?: Partial<EventMetadata> } = {}): NewEvent {
  return { eventId: extra.eventId, type, data, metadata: metadata(accountId, extra.meta) };
}

/**
 * Waits until readAll can see everything up to `target`. Events become visible to
 * subscribers only below the oldest running transaction of the whole cluster (other
 * suites' transactions included), so a test that asserts on "all events read" first
 * waits for that horizon to pass its last append. Once visible, an event stays visible.
 */
export async function waitVisible(store: { head(): Promise<Checkpoint> }, target: Checkpoint, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (compareCheckpoints(await store.head(), target) < 0) {
    if (Date.now() > deadline) throw new Error(`events up to ${target.position} not visible after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

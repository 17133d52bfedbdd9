import type { RecordedEvent } from '@kollab/server/core/event-store/event-store.types';
import type { Projection } from '@kollab/server/core/projections/projection';
import type { ReadStore } from '@kollab/server/core/read-store/read-store';

export interface CounterView {
  id: string;
  count: number;
  sum: number;
  lastVersion: number;
}

/**
 * A deliberately non-idempotent projection (it increments): applying an event twice,
 * or losing one, shows up as a wrong count. `delayMs` slows it down so a test can kill
 * the process in the middle of a catch-up. `readAhead` declares the documents it reads
 * (a batch then reads them ahead in one statement).
 */
export function counterProjection(
  options: { version?: number; delayMs?: number; failOnce?: (event: RecordedEvent) => boolean; readAhead?: boolean } = {},
): Projection {
  const failed = new Set<string>();
  return {
    name: 'test-counter',
    version: options.version ?? 1,
    collections: ['test_counters'],
    eventTypes: ['Counted'],
    ...(options.readAhead
      ? { documentsRead: (event: RecordedEvent) => [{ collection: 'test_counters', accountId: event.metadata.accountId, id: event.streamId }] }
      : {}),
    async apply(event: RecordedEvent, store: ReadStore) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const counters = store.collection<CounterView>('test_counters').forAccount(event.metadata.accountId);
      const current = (await counters.get(event.streamId)) ?? { id: event.streamId, count: 0, sum: 0, lastVersion: 0 };
      const value = (event.data as { value: number }).value * (options.version ?? 1);
      await counters.upsert({ id: event.streamId, count: current.count + 1, sum: current.sum + value, lastVersion: event.streamPosition });
      if (options.failOnce?.(event) && !failed.has(event.eventId)) {
        failed.add(event.eventId);
        throw new Error(`planned failure at ${event.streamId}/${event.streamPosition}`);
      }
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@kollab/server/core/event-store/event-store.types';

/** A stored event as a projection receives it, for the projection suites of the small contexts. */
export function recorded(
  streamId: string,
  streamPosition: number,
  type: string,
  data: unknown,
  meta: { accountId: string; occurredAt: string; actorId?: string },
): RecordedEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: {
      accountId: meta.accountId,
      actorId: meta.actorId ?? 'user-test',
      occurredAt: meta.occurredAt,
      correlationId: randomUUID(),
      causationId: null,
      schemaVersion: 1,
    },
    streamId,
    streamPosition,
    position: streamPosition,
    transactionId: '1',
    createdAt: meta.occurredAt,
  };
}

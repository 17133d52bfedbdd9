import type { RecordedEvent } from '../../../core/event-store/event-store.types';

/** Spec support: an event of the stream `contact-c1` in account a1, on day `streamPosition` of 2030. */
export const recordedContactEvent = (streamPosition: number, type: string, data: unknown): RecordedEvent => ({
  eventId: `e-${streamPosition}`,
  type,
  data,
  streamId: 'contact-c1',
  streamPosition,
  position: streamPosition,
  transactionId: '1',
  createdAt: '2030-01-01T00:00:00.000Z',
  metadata: {
    accountId: 'a1',
    actorId: 'u-1',
    occurredAt: `2030-01-0${streamPosition}T00:00:00.000Z`,
    correlationId: 'c',
    causationId: null,
    schemaVersion: 1,
  },
});

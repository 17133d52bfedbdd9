import type { EventStore } from '../event-store/event-store';
import { checkpointOf, compareCheckpoints, START, type Checkpoint } from '../event-store/event-store.types';
import { MemoryReadStore } from '../read-store/memory-read-store';
import type { Projection } from './projection';

const BATCH = 2000;

/**
 * The read models of `projections` for one account as they were at `upTo` (a point of the
 * global order: a report run's cut-off), built in memory from the events up to it: the same
 * `apply` the live runner calls, on the same events in the same order, so a document is what
 * the live read model held at that point — whatever changed or was deleted since. Reads the
 * projections' event types of every account from the start (the event store has no read by
 * account): for an audit's re-render, not for a page.
 */
export async function replayAsOf(
  events: EventStore,
  accountId: string,
  projections: readonly Projection[],
  upTo: Checkpoint,
): Promise<MemoryReadStore> {
  const store = new MemoryReadStore({ clone: false });
  const types = [...new Set(projections.flatMap((projection) => projection.eventTypes))];
  let from = START;
  for (;;) {
    const { events: batch, checkpoint } = await events.readAll(from, { types, limit: BATCH });
    for (const event of batch) {
      if (compareCheckpoints(checkpointOf(event), upTo) > 0) return store;
      if (event.metadata.accountId !== accountId) continue;
      for (const projection of projections) if (projection.eventTypes.includes(event.type)) await projection.apply(event, store);
    }
    if (batch.length === 0 || compareCheckpoints(checkpoint, upTo) >= 0) return store;
    from = checkpoint;
  }
}

import type { ExportKind, FilterSubscriptionList } from '@kollab/contracts';
import type { EventStore } from '../event-store/event-store';
import type { RecordedEvent } from '../event-store/event-store.types';
import type { Projection } from '../projections/projection';
import { matchesQuery } from '../read-store/memory-find';
import { MemoryReadStore } from '../read-store/memory-read-store';
import type { FindQuery, StoredDoc } from '../read-store/read-store';

/**
 * How a list's saved filter is evaluated on one item (issue 17, saved-filter subscriptions): the
 * list's own projection folds the item's stream into its row, and the list's own filter function
 * makes the query — so "matches" means what the list would show.
 */
export interface ListMatcher {
  readonly list: FilterSubscriptionList;
  /** The export kind whose filter rules check a subscription's filter (the same keys as the list's). */
  readonly exportKind: ExportKind;
  /** The stream type of the list's items (`task`). */
  readonly streamType: string;
  /** The events that may change an item's row. */
  readonly eventTypes: readonly string[];
  /** The list's projection and the collection its rows are in. */
  readonly projection: Projection;
  readonly collection: string;
  /** The list query (`filter[status]` …) as the list filters for `userId`. */
  where(userId: string, query: Record<string, unknown>): Pick<FindQuery, 'where' | 'search'>;
}

/** The item's row as the list had it before and after the event (undefined: none, or deleted). */
export async function rowsAround(
  events: EventStore,
  matcher: ListMatcher,
  event: RecordedEvent,
): Promise<{ before: StoredDoc | undefined; after: StoredDoc | undefined }> {
  const accountId = event.metadata.accountId;
  const itemId = event.streamId.slice(`${matcher.streamType}-`.length);
  const stream = await events.readStream(event.streamId, { accountId, toVersion: event.streamPosition });
  const store = new MemoryReadStore();
  const rows = store.collection<StoredDoc>(matcher.collection).forAccount(accountId);
  let before: StoredDoc | undefined;
  for (const recorded of stream) {
    if (recorded.streamPosition === event.streamPosition) before = await rows.get(itemId);
    await matcher.projection.apply(recorded, store);
  }
  const after = await rows.get(itemId);
  const live = (row: StoredDoc | undefined) => (row && (row as { deleted?: boolean }).deleted !== true ? row : undefined);
  return { before: live(before), after: live(after) };
}

/** Whether a row matches a saved filter's query for its subscriber. */
export function rowMatches(matcher: ListMatcher, row: StoredDoc | undefined, userId: string, query: Record<string, unknown>): boolean {
  return row !== undefined && matchesQuery(row, matcher.where(userId, query));
}

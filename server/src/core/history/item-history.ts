import { sameValue, type FieldChange, type HistoryEntry } from '@kollab/contracts';
import type { RecordedEvent } from '../event-store/event-store.types';
import type { AggregateDefinition } from '../aggregates/aggregate';

// The wire shapes live in contracts (the clients show them); re-exported for the contexts.
export type { FieldChange, HistoryEntry };

/** Nothing set: null, '', an empty list or an empty object. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value as object).length === 0;
}

/**
 * The history of an item, computed from the same fold as its state: each event's
 * changes are the top-level fields whose value differs before and after it, so the
 * entries say what changed even for events that carry only ids. A field that goes from
 * unset to empty (a creation's empty lists, null dates) is no change: a creation lists
 * the fields that were set. `actor_name` is null here; ItemHistoryService fills it.
 */
export function buildHistory<State extends object>(definition: AggregateDefinition<State>, events: readonly RecordedEvent[]): HistoryEntry[] {
  let state = definition.initialState();
  return events.map((event) => {
    const next = definition.evolve(state, event);
    const entry: HistoryEntry = {
      version: event.streamPosition,
      type: event.type,
      actor_id: event.metadata.actorId,
      actor_name: null,
      occurred_at: event.metadata.occurredAt,
      position: event.position,
      changes: diffFields(state, next),
    };
    state = next;
    return entry;
  });
}

/** The fields whose values differ; unset and empty (null, '', [], {}) count as the same. */
export function diffFields(before: object, after: object): FieldChange[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    const from = (before as Record<string, unknown>)[field];
    const to = (after as Record<string, unknown>)[field];
    if (sameValue(from, to) || (isEmpty(from ?? null) && isEmpty(to ?? null))) continue;
    changes.push({ field, from: from ?? null, to: to ?? null });
  }
  return changes;
}

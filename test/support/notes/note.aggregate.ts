// A test-only item type that exercises the spine end to end (command → event store →
// projection → HTTP read, history, realtime) before the product's contexts exist.
import type { AggregateDefinition } from '@kollab/server/core/aggregates/aggregate';
import type { RecordedEvent } from '@kollab/server/core/event-store/event-store.types';

export interface NoteState {
  exists: boolean;
  deleted: boolean;
  title: string | null;
  teamId: string | null;
}

export type NoteEvent =
  | { type: 'NoteCreated'; data: { title: string; teamId: string } }
  | { type: 'NoteRenamed'; data: { title: string } }
  | { type: 'NoteDeleted'; data: Record<string, never> };

export const noteAggregate: AggregateDefinition<NoteState> = {
  type: 'note',
  initialState: () => ({ exists: false, deleted: false, title: null, teamId: null }),
  evolve(state, event: RecordedEvent): NoteState {
    const e = event as unknown as NoteEvent;
    switch (e.type) {
      case 'NoteCreated':
        return { ...state, exists: true, title: e.data.title, teamId: e.data.teamId };
      case 'NoteRenamed':
        return { ...state, title: e.data.title };
      case 'NoteDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
};

import type { Recorded, RecordedEvent } from '../event-store/event-store.types';

/**
 * How one kind of item is folded from its events. `evolve` is pure: the same events
 * give the same state, which is what makes history, "as of version N" and the
 * decisions of command handlers one and the same fold.
 */
export interface AggregateDefinition<State> {
  /** Stream prefix: streams are `<type>-<id>`. */
  readonly type: string;
  initialState(): State;
  evolve(state: State, event: RecordedEvent): State;
  /**
   * Keep the folded state of recently decided streams in memory, so a command reads
   * only the events after it (EventSourcedRepository.current). For hot, long streams
   * that are never redacted (a snapshot would keep erased data in memory).
   */
  readonly keepInMemory?: boolean;
}

/**
 * An aggregate whose `evolve` takes its own event union: its streams hold only those
 * events (the stream prefix is the aggregate's), so the recorded event is read as one.
 */
export function defineAggregate<State, Event extends { type: string; data: unknown }>(definition: {
  type: string;
  initialState(): State;
  evolve(state: State, event: Recorded<Event>): State;
  keepInMemory?: boolean;
}): AggregateDefinition<State> {
  return { ...definition, evolve: (state, event) => definition.evolve(state, event as Recorded<Event>) };
}

export function streamIdOf(definition: { type: string }, id: string): string {
  return `${definition.type}-${id}`;
}

export function fold<State>(definition: AggregateDefinition<State>, events: readonly RecordedEvent[]): State {
  return events.reduce((state, event) => definition.evolve(state, event), definition.initialState());
}

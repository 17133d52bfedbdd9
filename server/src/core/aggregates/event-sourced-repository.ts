import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../event-store/event-store';
import { WrongExpectedVersionError } from '../event-store/event-store.errors';
import type { AppendResult, ExpectedVersion, RecordedEvent } from '../event-store/event-store.types';
import { fold, streamIdOf, type AggregateDefinition } from './aggregate';
import { AggregateSnapshots } from './aggregate-snapshots';
import { metadataOf, type CommandContext } from './command-context';
import { nextDerivedIds } from './new-id';

/** An item's state as a command decides on it. */
export interface CurrentAggregate<State> {
  state: State;
  /** 0 when the item has no events (does not exist). */
  version: number;
}

export interface LoadedAggregate<State> extends CurrentAggregate<State> {
  events: RecordedEvent[];
}

export interface EventDraft {
  type: string;
  data: unknown;
  /** Set for idempotent retries; a fresh id otherwise. */
  eventId?: string;
}

export interface LoadOptions {
  toVersion?: number;
  until?: Date;
}

/**
 * Loads an item by folding its stream (only the account's own streams), and runs a
 * decision against it: `decide(state, version)` returns the new events (or throws a
 * domain error), which are appended with the version the decision was based on, so a
 * concurrent change makes the append fail instead of being overwritten.
 */
@Injectable()
export class EventSourcedRepository {
  private readonly snapshots = new AggregateSnapshots();

  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  /**
   * The item as it is now, for a decision. For definitions that `keepInMemory`, folded
   * from the state this process last saw plus the events after it (one read, usually of
   * one or no events); for the others, from the whole stream.
   */
  async current<State>(definition: AggregateDefinition<State>, accountId: string, id: string): Promise<CurrentAggregate<State>> {
    if (!definition.keepInMemory) {
      const { state, version } = await this.load(definition, accountId, id);
      return { state, version };
    }
    const streamId = streamIdOf(definition, id);
    const known = this.snapshots.get<State>(accountId, streamId);
    const newer = await this.events.readStream(streamId, { accountId, fromVersion: (known?.version ?? 0) + 1 });
    const state = newer.reduce((folded, event) => definition.evolve(folded, event), known?.state ?? definition.initialState());
    const version = newer.at(-1)?.streamPosition ?? known?.version ?? 0;
    if (newer.length > 0) this.snapshots.set(accountId, streamId, { state, version });
    return { state, version };
  }

  async load<State>(
    definition: AggregateDefinition<State>,
    accountId: string,
    id: string,
    options: LoadOptions = {},
  ): Promise<LoadedAggregate<State>> {
    const events = await this.events.readStream(streamIdOf(definition, id), {
      accountId,
      toVersion: options.toVersion,
      until: options.until,
    });
    return { state: fold(definition, events), version: events.at(-1)?.streamPosition ?? 0, events };
  }

  /**
   * `basedOn`: the version the client edited (If-Match), or undefined to decide on
   * the current version (the append still refuses anything that slipped in between).
   */
  async execute<State>(
    definition: AggregateDefinition<State>,
    context: CommandContext,
    id: string,
    decide: (state: State, version: number) => EventDraft[],
    basedOn?: number,
    /** The state the caller already read with `current` (not read again: the append still refuses a change since). */
    known?: CurrentAggregate<State>,
  ): Promise<AppendResult> {
    const loaded = known ?? (await this.current(definition, context.accountId, id));
    if (loaded.version > 0) {
      const replayed = await this.replayedCreation(definition, context, id, decide);
      if (replayed) return replayed;
    }
    if (basedOn !== undefined && basedOn !== loaded.version) {
      // Stale edit: refuse before deciding, with the same error an append race gives.
      throw new WrongExpectedVersionError(streamIdOf(definition, id), basedOn, loaded.version);
    }
    const drafts = decide(loaded.state, loaded.version);
    const expected: ExpectedVersion = loaded.version === 0 ? 'no_stream' : loaded.version;
    return this.events.append(
      streamIdOf(definition, id),
      drafts.map((draft) => ({ eventId: draft.eventId, type: draft.type, data: draft.data, metadata: metadataOf(context) })),
      expected,
    );
  }

  /**
   * A create sent again with its Idempotency-Key after its answer was lost (a crash between
   * the append and the answer): its ids are derived from the key, so the stream it made is
   * there, beginning with exactly the events this decision would append to an empty stream.
   * Then appending them again is what the event store answers as a duplicate (the stored
   * positions, nothing written), and the retry answers like the first request. Any other
   * case (not a retry, not a create, another history) goes on as usual, no id consumed.
   */
  private async replayedCreation<State>(
    definition: AggregateDefinition<State>,
    context: CommandContext,
    id: string,
    decide: (state: State, version: number) => EventDraft[],
  ): Promise<AppendResult | undefined> {
    if (!nextDerivedIds(0)) return undefined;
    let drafts: EventDraft[];
    try {
      drafts = decide(fold(definition, []), 0);
    } catch {
      return undefined;
    }
    if (drafts.length === 0 || drafts.some((draft) => draft.eventId !== undefined)) return undefined;
    const ids = nextDerivedIds(drafts.length)!;
    const stored = await this.events.readStream(streamIdOf(definition, id), { accountId: context.accountId, toVersion: drafts.length });
    if (stored.length !== drafts.length || stored.some((event, i) => event.eventId !== ids[i])) return undefined;
    return this.events.append(
      streamIdOf(definition, id),
      drafts.map((draft) => ({ type: draft.type, data: draft.data, metadata: metadataOf(context) })),
      'no_stream',
    );
  }
}

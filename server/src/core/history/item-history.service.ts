import { Inject, Injectable } from '@nestjs/common';
import type { AggregateDefinition } from '../aggregates/aggregate';
import { EventSourcedRepository } from '../aggregates/event-sourced-repository';
import type { RecordedEvent } from '../event-store/event-store.types';
import { ACTOR_NAMES, type ActorNames } from './actor-names';
import type { AsOf } from './as-of';
import { buildHistory, type HistoryEntry } from './item-history';
import { DomainRefusal, isRefusal } from '@kollab/contracts';

export interface PastState<State> {
  state: State;
  version: number;
  occurredAt: string;
}

/**
 * History and past states of any event-sourced item. Contexts mount it as
 * `GET /api/v1/<items>/{id}/history` and `GET /api/v1/<items>/{id}?version=N|at=T`,
 * after their own permission check on the item.
 */
@Injectable()
export class ItemHistoryService {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(ACTOR_NAMES) private readonly names: ActorNames,
  ) {}

  async history<State extends object>(definition: AggregateDefinition<State>, accountId: string, id: string): Promise<HistoryEntry[]> {
    const { events } = await this.repository.load(definition, accountId, id);
    if (events.length === 0) throw DomainRefusal.notFound();
    return this.entriesOf(definition, events);
  }

  /** `history` of an item kind whose missing item is its own 404 (`offers.offer_not_found`, …). */
  async historyOf<State extends object>(
    definition: AggregateDefinition<State>,
    accountId: string,
    id: string,
    notFound: () => DomainRefusal,
  ): Promise<HistoryEntry[]> {
    const { events } = await this.repository.load(definition, accountId, id);
    if (events.length === 0) throw notFound();
    return this.entriesOf(definition, events);
  }

  /** The entries of events already loaded, each with its actor's display name (one batched read). */
  async entriesOf<State extends object>(definition: AggregateDefinition<State>, events: readonly RecordedEvent[]): Promise<HistoryEntry[]> {
    const entries = buildHistory(definition, events);
    const actors = [...new Set(entries.flatMap((entry) => (entry.actor_id ? [entry.actor_id] : [])))];
    if (actors.length === 0) return entries;
    const names = await this.names.namesOf(actors);
    return entries.map((entry) => ({ ...entry, actor_name: (entry.actor_id && names.get(entry.actor_id)) || null }));
  }

  /** `stateAt`, undefined when the item did not exist yet (GET …/{id}?version=N|at=T answers its own 404 then). */
  async pastState<State>(
    definition: AggregateDefinition<State>,
    accountId: string,
    id: string,
    asOf: NonNullable<AsOf>,
  ): Promise<PastState<State> | undefined> {
    try {
      return await this.stateAt(definition, accountId, id, asOf);
    } catch (error) {
      if (isRefusal(error, 'not_found')) return undefined;
      throw error;
    }
  }

  /** The item as it was at a version or time; 404 when it did not exist yet. */
  async stateAt<State>(definition: AggregateDefinition<State>, accountId: string, id: string, asOf: NonNullable<AsOf>): Promise<PastState<State>> {
    const loaded = await this.repository.load(definition, accountId, id, 'version' in asOf ? { toVersion: asOf.version } : { until: asOf.at });
    const last = loaded.events.at(-1);
    if (!last || ('version' in asOf && last.streamPosition < asOf.version)) throw DomainRefusal.notFound();
    return { state: loaded.state, version: loaded.version, occurredAt: last.metadata.occurredAt };
  }
}

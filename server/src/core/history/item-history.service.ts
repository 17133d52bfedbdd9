import { Injectable } from '@nestjs/common';
import type { AggregateDefinition } from '../aggregates/aggregate';
import { EventSourcedRepository } from '../aggregates/event-sourced-repository';
import { ApiError } from '../http/api-error';
import type { AsOf } from './as-of';
import { buildHistory, type HistoryEntry } from './item-history';

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
  constructor(private readonly repository: EventSourcedRepository) {}

  async history<State extends object>(
    definition: AggregateDefinition<State>,
    accountId: string,
    id: string,
  ): Promise<HistoryEntry[]> {
    const { events } = await this.repository.load(definition, accountId, id);
    if (events.length === 0) throw ApiError.notFound();
    return buildHistory(definition, events);
  }

  /** The item as it was at a version or time; 404 when it did not exist yet. */
  async stateAt<State>(
    definition: AggregateDefinition<State>,
    accountId: string,
    id: string,
    asOf: NonNullable<AsOf>,
  ): Promise<PastState<State>> {
    const loaded = await this.repository.load(
      definition,
      accountId,
      id,
      'version' in asOf ? { toVersion: asOf.version } : { until: asOf.at },
    );
    const last = loaded.events.at(-1);
    if (!last || ('version' in asOf && last.streamPosition < asOf.version)) throw ApiError.notFound();
    return { state: loaded.state, version: loaded.version, occurredAt: last.metadata.occurredAt };
  }
}

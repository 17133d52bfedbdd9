import { Injectable } from '@nestjs/common';
import { hundredthsToNumber, OFFER_CALCULATION_FIELDS, offerRatesView, type OfferRateValues, type OfferView } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import { diffFields, type FieldChange, type HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { offerAggregate } from '../commands/offer.aggregate';
import { offerNotFound } from '../domain/offer.errors';
import { toOfferView } from '../projections/offer-view';

/** Bookkeeping of the fold, not fields a person set: the times, the lifecycle (the event type names it), the status before overdue. */
const LEFT_OUT = new Set(['created_at', 'updated_at', 'status_before_overdue', 'lifecycle']);
const CALCULATION = new Set<string>(OFFER_CALCULATION_FIELDS);

const decimal = (value: unknown): unknown => (typeof value === 'number' ? hundredthsToNumber(value) : value);
const rates = (value: unknown): unknown => (value && typeof value === 'object' ? offerRatesView(value as OfferRateValues) : value);

function commentChanges(before: unknown, after: unknown): FieldChange[] {
  const list = (value: unknown) => (Array.isArray(value) ? (value as Array<{ id: string }>) : []);
  const from = list(before);
  const to = list(after);
  const ids = [...new Set([...from, ...to].map((comment) => comment.id))];
  return ids.flatMap((id) => {
    const old = from.find((comment) => comment.id === id);
    const now = to.find((comment) => comment.id === id);
    if (!old || !now) return [{ field: `comments.${id}`, from: old ?? null, to: now ?? null }];
    return diffFields(old, now).map((change) => ({ ...change, field: `comments.${id}.${change.field}` }));
  });
}

/**
 * The offer's history as the API shows it: the calculation fields and the rates as numbers
 * with 2 decimals (as the views have them, not the hundredths the events keep), comments by
 * id (`comments.<id>` added or removed, `comments.<id>.body`); the times, the lifecycle and
 * the remembered `status_before_overdue` left out.
 */
export function offerHistory(entries: HistoryEntry[]): HistoryEntry[] {
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.flatMap((change): FieldChange[] => {
      if (LEFT_OUT.has(change.field)) return [];
      if (change.field === 'comments') return commentChanges(change.from, change.to);
      if (CALCULATION.has(change.field)) return [{ ...change, from: decimal(change.from), to: decimal(change.to) }];
      if (change.field === 'rates') return [{ ...change, from: rates(change.from), to: rates(change.to) }];
      return [change];
    }),
  }));
}

/** History and past states of an offer, folded from its stream (comments included). */
@Injectable()
export class OfferHistoryReader {
  constructor(private readonly items: ItemHistoryService) {}

  async history(accountId: string, id: string): Promise<HistoryEntry[]> {
    return offerHistory(await this.items.historyOf(offerAggregate, accountId, id, () => offerNotFound()));
  }

  /** The offer as it was at a version or time; undefined when it did not exist (or was deleted) then. */
  async offerAt(accountId: string, id: string, asOf: NonNullable<AsOf>): Promise<OfferView | undefined> {
    const past = await this.items.pastState(offerAggregate, accountId, id, asOf);
    return past && past.state.lifecycle === 'live' ? toOfferView(id, past.state, past.version, past.occurredAt) : undefined;
  }
}

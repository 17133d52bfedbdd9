import type { DeletedProtocolView, ProtocolView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { protocolAggregate } from '../commands/protocol.aggregate';
import { PROTOCOL_EVENT_TYPES, type ProtocolEvent } from '../domain/protocol.events';
import type { LiveProtocolState } from '../domain/protocol.state';
import { toProtocolView } from './protocol-view';
import { protocolScopeKeys } from './scope-keys';

/** ProtocolView per protocol (a tombstone `{ id, version, deleted }` once deleted): read by id, pushed. */
export const PROTOCOLS_COLLECTION = 'protocols';
/** What lists filter and sort on, and the folded state the projection continues from. Never pushed. */
export const PROTOCOL_INDEX_COLLECTION = 'protocol_index';

export type ProtocolDoc = ProtocolView | DeletedProtocolView;

export interface ProtocolIndexRow {
  id: string;
  version: number;
  status: 'active' | 'deleted';
  state: LiveProtocolState;
  /** Who may find it in a list (scope-keys.ts). */
  scope_keys: string[];
  published: boolean;
  author: string;
  attendees: string[];
  teams: string[];
  /** Linked contacts, public or not (a contact's protocols). */
  contact_ids: string[];
  /** Contacts the protocol is shared with (linked publicly): seed §8. */
  shared_contact_ids: string[];
  date: string;
  /** Lower case: sorting. */
  title_key: string;
  /** Sorts numerically within a prefix: the prefix, then the number zero-padded. */
  number_key: string | null;
  /** Searched (ILIKE) by `filter[search]`. */
  title: string;
  number: string;
  body_text: string;
  created_at: string;
  updated_at: string;
}

const idOf = (streamId: string): string => streamId.slice(`${protocolAggregate.type}-`.length);

/** The body's words without markup (for search): tags become spaces, the five entities of the sanitiser are read back. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function numberKey(number: string | null): string | null {
  const match = number ? /^(.*)-(\d+)$/.exec(number) : null;
  return match ? `${match[1].toLowerCase()}-${match[2].padStart(12, '0')}` : null;
}

/**
 * Folds each protocol with the aggregate's own evolve (lists, GET and past states agree)
 * into its index row, and keeps its view (a tombstone once deleted) beside it.
 */
export const protocolListProjection = singleStreamProjection<ProtocolIndexRow, ProtocolEvent>({
  name: 'protocol-list',
  // 2: files, contact ids. 3: attendees and viewers read drafts (scope keys).
  version: 3,
  collection: PROTOCOL_INDEX_COLLECTION,
  eventTypes: PROTOCOL_EVENT_TYPES,
  evolve(row, recorded) {
    const state = protocolAggregate.evolve(row?.state ?? protocolAggregate.initialState(), recorded);
    if (state.status === 'none') return undefined;
    return {
      id: idOf(recorded.streamId),
      version: recorded.streamPosition,
      status: state.status,
      state,
      scope_keys: protocolScopeKeys(state),
      published: state.published,
      author: state.author,
      attendees: state.attendees,
      teams: state.teams,
      contact_ids: state.contacts.map((link) => link.contact_id),
      shared_contact_ids: state.contacts.filter((link) => link.public).map((link) => link.contact_id),
      date: state.date,
      title_key: state.title.toLowerCase(),
      number_key: numberKey(state.number),
      title: state.title,
      number: state.number ?? '',
      body_text: plainText(state.body),
      created_at: state.created_at,
      updated_at: recorded.metadata.occurredAt,
    };
  },
  derived: [
    {
      collection: PROTOCOLS_COLLECTION,
      of: (row): ProtocolDoc =>
        row.state.status === 'active'
          ? toProtocolView(row.id, row.state, row.version, row.updated_at)
          : { id: row.id, version: row.version, deleted: true },
    },
  ],
});

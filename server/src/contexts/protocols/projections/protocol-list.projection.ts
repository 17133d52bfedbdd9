import type { DeletedProtocolView, ProtocolView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { ReadStore } from '../../../core/read-store/read-store';
import { protocolAggregate } from '../commands/protocol.aggregate';
import { PROTOCOL_EVENT_TYPES } from '../domain/protocol.events';
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
 * and writes its view and its index row. Idempotent: an event at or below the row's
 * version is skipped.
 */
export const protocolListProjection: Projection = {
  name: 'protocol-list',
  // 2: files, contact ids. 3: attendees and viewers read drafts (scope keys).
  version: 3,
  collections: [PROTOCOLS_COLLECTION, PROTOCOL_INDEX_COLLECTION],
  eventTypes: PROTOCOL_EVENT_TYPES,
  documentsRead: (recorded) => [{ collection: PROTOCOL_INDEX_COLLECTION, accountId: recorded.metadata.accountId, id: idOf(recorded.streamId) }],
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const accountId = recorded.metadata.accountId;
    const index = store.collection<ProtocolIndexRow>(PROTOCOL_INDEX_COLLECTION).forAccount(accountId);
    const id = idOf(recorded.streamId);
    const current = await index.get(id);
    if (current && current.version >= recorded.streamPosition) return;
    const state = protocolAggregate.evolve(current?.state ?? protocolAggregate.initialState(), recorded);
    if (state.status === 'none') return;
    const version = recorded.streamPosition;
    const at = recorded.metadata.occurredAt;
    await index.upsert({
      id,
      version,
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
      updated_at: at,
    });
    const views = store.collection<ProtocolDoc>(PROTOCOLS_COLLECTION).forAccount(accountId);
    await views.upsert(state.status === 'active' ? toProtocolView(id, state, version, at) : { id, version, deleted: true });
  },
};

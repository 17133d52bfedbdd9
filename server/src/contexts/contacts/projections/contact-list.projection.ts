import { contactNumberKey, type ContactView, type DeletedContactView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { ReadStore } from '../../../core/read-store/read-store';
import { contactAggregate, type StoredContactState } from '../commands/contact.aggregate';
import { CONTACT_EVENT_TYPES } from '../domain/contact.events';
import { toContactView } from './contact-view';

/** ContactView per contact (a tombstone `{ id, version, deleted }` once deleted): read by id, pushed. */
export const CONTACTS_COLLECTION = 'contacts';
/** What lists filter and sort on, and the folded state the projection continues from. Never pushed. */
export const CONTACT_INDEX_COLLECTION = 'contact_index';

export type ContactDoc = ContactView | DeletedContactView;

export interface ContactIndexRow {
  id: string;
  version: number;
  status: 'active' | 'deleted';
  state: StoredContactState;
  type: string;
  /** Lower case: prefix filters and sorting. */
  name_key: string;
  number_key: string;
  /** Searched (ILIKE) by `search`. */
  name: string;
  number: string;
  street: string;
  zip: string;
  city: string;
  uid: string;
  persons: string;
  contact_since: string | null;
  created_at: string;
  updated_at: string;
}

const idOf = (streamId: string): string => streamId.slice(`${contactAggregate.type}-`.length);

/**
 * Folds each contact with the aggregate's own evolve (so lists, GET and past states
 * agree) and writes its view and its index row. Idempotent: an event at or below the
 * row's version is skipped.
 */
export const contactListProjection: Projection = {
  name: 'contact-list',
  version: 1,
  collections: [CONTACTS_COLLECTION, CONTACT_INDEX_COLLECTION],
  eventTypes: CONTACT_EVENT_TYPES,
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const accountId = recorded.metadata.accountId;
    const index = store.collection<ContactIndexRow>(CONTACT_INDEX_COLLECTION).forAccount(accountId);
    const id = idOf(recorded.streamId);
    const current = await index.get(id);
    if (current && current.version >= recorded.streamPosition) return;
    const state = contactAggregate.evolve(current?.state ?? contactAggregate.initialState(), recorded);
    if (state.status === 'none') return;
    const version = recorded.streamPosition;
    const at = recorded.metadata.occurredAt;
    const created = state.created_at ?? at;
    await index.upsert({
      id,
      version,
      status: state.status,
      state,
      type: state.type,
      name_key: state.name.toLowerCase(),
      number_key: contactNumberKey(state.number),
      name: state.name,
      number: state.number,
      street: state.address.street,
      zip: state.address.zip,
      city: state.address.city,
      uid: state.uid,
      persons: state.persons.map((person) => person.name).join(' '),
      contact_since: state.contact_since ?? null,
      created_at: created,
      updated_at: at,
    });
    const views = store.collection<ContactDoc>(CONTACTS_COLLECTION).forAccount(accountId);
    await views.upsert(state.status === 'active' ? toContactView(id, state, version, at) : { id, version, deleted: true });
  },
};

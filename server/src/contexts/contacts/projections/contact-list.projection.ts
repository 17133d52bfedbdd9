import { contactNumberKey, type ContactView, type DeletedContactView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { contactAggregate, type StoredContactState } from '../commands/contact.aggregate';
import { CONTACT_EVENT_TYPES, type ContactEvent } from '../domain/contact.events';
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
 * agree) into its index row, and keeps its view (a tombstone once deleted) beside it.
 */
export const contactListProjection = singleStreamProjection<ContactIndexRow, ContactEvent>({
  name: 'contact-list',
  version: 1,
  collection: CONTACT_INDEX_COLLECTION,
  eventTypes: CONTACT_EVENT_TYPES,
  evolve(row, recorded) {
    const state = contactAggregate.evolve(row?.state ?? contactAggregate.initialState(), recorded);
    if (state.status === 'none') return undefined;
    const at = recorded.metadata.occurredAt;
    return {
      id: idOf(recorded.streamId),
      version: recorded.streamPosition,
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
      created_at: state.created_at ?? at,
      updated_at: at,
    };
  },
  derived: [
    {
      collection: CONTACTS_COLLECTION,
      of: (row): ContactDoc =>
        row.state.status === 'active'
          ? toContactView(row.id, row.state, row.version, row.updated_at)
          : { id: row.id, version: row.version, deleted: true },
    },
  ],
});

import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { addCatalog, catalogKeys } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';
import type { ContactHistoryEntry } from './contact-detail.slice';
import { changeLines, personNamesFrom, type HistoryLabels } from './history-changes';
import { COUNTRIES, element } from './contacts.fixtures';

const i18n = createI18n('en');
addCatalog(i18n, 'contacts', contactsCatalog);
const entry = (type: string, changes: ContactHistoryEntry['changes'], version = 2): ContactHistoryEntry => ({
  version,
  type,
  actor_id: 'user-1',
  actor_name: 'Anna Albers',
  occurred_at: '2024-05-01T10:00:00Z',
  position: version,
  changes,
});

const ENTRIES: ContactHistoryEntry[] = [
  entry(
    'ContactCreated',
    [
      { field: 'status', from: 'none', to: 'active' },
      { field: 'uid', from: null, to: 'DE1' },
      { field: 'name', from: null, to: 'Müller' },
      { field: 'homepage', from: null, to: null },
      { field: 'address.country', from: null, to: 'AT' },
    ],
    1,
  ),
  entry('ContactPersonAdded', [{ field: 'persons.p1', from: null, to: { id: 'p1', name: 'Petra Schmidt' } }]),
  entry(
    'ContactChanged',
    [
      { field: 'type', from: 'type-kd', to: 'type-li' },
      { field: 'details.since', from: null, to: '2024-03-05' },
      { field: 'account_manager', from: 'user-1', to: 'gone' },
    ],
    3,
  ),
  entry('ContactPersonChanged', [{ field: 'persons.p1.email', from: 'a@x.de', to: 'b@x.de' }], 4),
  entry('ContactPersonRemoved', [{ field: 'persons.p1', from: { id: 'p1', name: 'Petra Schmidt' }, to: null }], 5),
];

const words: HistoryLabels = {
  t: (key, options) => i18n.t(key, { ns: 'contacts', ...options }),
  locale: 'en',
  elements: [element('since', 'date', { label: 'Customer since' })],
  typeTitles: { 'type-kd': 'Kunde', 'type-li': 'Lieferant' },
  userNames: { 'user-1': 'Anna Albers' },
  countries: COUNTRIES,
  personNames: personNamesFrom(ENTRIES),
};

describe('contacts texts', () => {
  it('German and English have the same keys', () => {
    expect(catalogKeys(contactsCatalog.en)).toEqual(catalogKeys(contactsCatalog.de));
  });
});

describe('history changes', () => {
  it('a creation lists what was given, in the order of the screen, without the status', () => {
    expect(changeLines(ENTRIES[0], words)).toEqual([
      { field: 'name', label: 'Name', from: '', to: 'Müller' },
      { field: 'uid', label: 'VAT ID', from: '', to: 'DE1' },
      { field: 'address.country', label: 'Country', from: '', to: 'Austria' },
    ]);
  });

  it('field names are translated and values shown as on screen: type titles, details by label and format, users by name', () => {
    expect(changeLines(ENTRIES[2], words)).toEqual([
      { field: 'type', label: 'Type', from: 'Kunde', to: 'Lieferant' },
      { field: 'account_manager', label: 'Account manager', from: 'Anna Albers', to: 'Unknown user' },
      { field: 'details.since', label: 'Customer since', from: '', to: '05.03.2024' },
    ]);
  });

  it('persons are named, even after they were removed', () => {
    expect(words.personNames).toEqual({ p1: 'Petra Schmidt' });
    expect(changeLines(ENTRIES[3], words)).toEqual([{ field: 'persons.p1.email', label: 'Petra Schmidt: E-mail', from: 'a@x.de', to: 'b@x.de' }]);
    expect(changeLines(ENTRIES[4], words)).toEqual([{ field: 'persons.p1', label: 'Person Petra Schmidt', from: 'Petra Schmidt', to: '' }]);
  });
});

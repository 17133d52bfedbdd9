import { diffFields, type FieldChange, type HistoryEntry } from '../../../core/history/item-history';
import type { ContactPerson } from '../domain/contact.state';

const prefixed = (prefix: string, changes: FieldChange[]): FieldChange[] => changes.map((c) => ({ ...c, field: `${prefix}.${c.field}` }));
const asObject = (value: unknown): object => (typeof value === 'object' && value !== null ? value : {});

function personChanges(before: ContactPerson[], after: ContactPerson[]): FieldChange[] {
  const ids = [...new Set([...before, ...after].map((person) => person.id))];
  return ids.flatMap((id) => {
    const from = before.find((person) => person.id === id);
    const to = after.find((person) => person.id === id);
    if (!from || !to) return [{ field: `persons.${id}`, from: from ?? null, to: to ?? null }];
    return prefixed(`persons.${id}`, diffFields(from, to));
  });
}

/**
 * The contact's history with finer fields than the fold's top level: `address.zip`,
 * `details.<key>`, `persons.<id>` (added or removed) and `persons.<id>.<field>`;
 * `created_at` (the time of the first event) is left out.
 */
export function contactHistory(entries: HistoryEntry[]): HistoryEntry[] {
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.flatMap((change): FieldChange[] => {
      switch (change.field) {
        case 'created_at':
          return [];
        case 'address':
        case 'details':
          return prefixed(change.field, diffFields(asObject(change.from), asObject(change.to)));
        case 'persons':
          return personChanges((change.from as ContactPerson[] | null) ?? [], (change.to as ContactPerson[] | null) ?? []);
        default:
          return [change];
      }
    }),
  }));
}

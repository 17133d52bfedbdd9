import { diffFields, type FieldChange, type HistoryEntry } from '../../../core/history/item-history';

type Keyed = Record<string, unknown>;

/** Added or removed entries of a list by their key, and the changed fields of the others (`<list>.<key>.<field>`). */
function listChanges(list: string, key: string, before: Keyed[], after: Keyed[]): FieldChange[] {
  const keys = [...new Set([...before, ...after].map((item) => String(item[key])))];
  return keys.flatMap((id) => {
    const from = before.find((item) => String(item[key]) === id);
    const to = after.find((item) => String(item[key]) === id);
    if (!from || !to) return [{ field: `${list}.${id}`, from: from ?? null, to: to ?? null }];
    return diffFields(from, to).map((c) => ({ ...c, field: `${list}.${id}.${c.field}` }));
  });
}

const asList = (value: unknown): Keyed[] => (Array.isArray(value) ? (value as Keyed[]) : []);

/**
 * The protocol's history with finer fields than the fold's top level: `comments.<id>`
 * (added or removed) and `comments.<id>.body`, `contacts.<contact id>` and
 * `contacts.<contact id>.public`, `files.<id>` (added or removed); `created_at` (the time
 * of the first event) and `status` (the lifecycle, which the event type names) are left out.
 */
export function protocolHistory(entries: HistoryEntry[]): HistoryEntry[] {
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.flatMap((change): FieldChange[] => {
      switch (change.field) {
        // the lifecycle (none → active → deleted): the entry's event type says it already
        case 'created_at':
        case 'status':
          return [];
        case 'comments':
          return listChanges('comments', 'id', asList(change.from), asList(change.to)).filter((c) => !c.field.endsWith('.updated_at'));
        case 'contacts':
          return listChanges('contacts', 'contact_id', asList(change.from), asList(change.to));
        case 'files':
          return listChanges('files', 'id', asList(change.from), asList(change.to));
        default:
          return [change];
      }
    }),
  }));
}

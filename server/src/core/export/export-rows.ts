import type { ScopedCollection, StoredDoc } from '../read-store/read-store';

/** Documents read per statement while an export streams its rows. */
export const EXPORT_BATCH = 1000;

/**
 * The documents of `ids` in that order, read `batch` at a time (one statement each): an
 * export lists the ids of its matches first (`findIds`, in the list's order) and reads the
 * documents as the file is written, so memory holds one batch, not every match.
 * `prepare` sees each batch before its documents are yielded (to look up the names they show).
 */
export async function* documentsInOrder<Doc extends StoredDoc>(
  collection: ScopedCollection<Doc>,
  ids: readonly string[],
  prepare?: (docs: readonly Doc[]) => Promise<void>,
  batch = EXPORT_BATCH,
): AsyncIterable<Doc> {
  for (let start = 0; start < ids.length; start += batch) {
    const slice = ids.slice(start, start + batch);
    const byId = new Map((await collection.getMany(slice)).map((doc) => [doc.id, doc]));
    const docs = slice.map((id) => byId.get(id)).filter((doc): doc is Doc => doc !== undefined);
    await prepare?.(docs);
    yield* docs;
  }
}

/**
 * Names looked up once per id for a whole export (users, teams, contacts): `prime` loads the
 * ids not yet known in one call, `name` answers from memory (the id itself when unknown: a
 * removed user, a deleted team).
 */
export class NameCache {
  private readonly names = new Map<string, string>();

  constructor(private readonly load: (ids: string[]) => Promise<Map<string, string>>) {}

  async prime(ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.names.has(id));
    if (missing.length === 0) return;
    const found = await this.load(missing);
    for (const id of missing) this.names.set(id, found.get(id) ?? id);
  }

  name(id: string): string {
    return this.names.get(id) ?? id;
  }

  /** The names of `ids`, comma-separated. */
  list(ids: readonly string[]): string {
    return ids.map((id) => this.name(id)).join(', ');
  }
}

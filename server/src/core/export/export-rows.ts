import { DomainRefusal, type App, type PolicyActor } from '@kollab/contracts';
import type { ScopedCollection, StoredDoc } from '../read-store/read-store';
import type { ExportBasis, ExportRequestFacts, ExportTable } from './export-sources';
import type { TableCell, TableLocale, TableRow } from './table-file';

/** Documents read per statement while an export streams its rows. */
export const EXPORT_BATCH = 1000;

/**
 * The documents of `ids` in that order, read `batch` at a time (one statement each): an
 * export lists the ids of its matches first (`findIds`, in the list's order) and reads the
 * documents as the file is written, so memory holds one batch, not every match.
 * `prepare` sees each batch before its documents are yielded (to look up the names they show).
 * `collection` may be any reader of documents by id (ids it does not answer are skipped: an
 * item deleted meanwhile).
 */
export async function* documentsInOrder<Doc extends StoredDoc>(
  collection: Pick<ScopedCollection<Doc>, 'getMany'>,
  ids: readonly string[],
  prepare?: (docs: readonly Doc[]) => Promise<void>,
  batch = EXPORT_BATCH,
): AsyncIterable<Doc> {
  const read = async (start: number): Promise<Doc[]> => {
    const slice = ids.slice(start, start + batch);
    const byId = new Map((await collection.getMany(slice)).map((doc) => [doc.id, doc]));
    const docs = slice.map((id) => byId.get(id)).filter((doc): doc is Doc => doc !== undefined);
    await prepare?.(docs);
    return docs;
  };
  // The next batch is read while this one is written: the database and the writer work at once.
  let next = ids.length > 0 ? read(0) : undefined;
  for (let start = 0; next; start += batch) {
    const docs = await next;
    next = start + batch < ids.length ? read(start + batch) : undefined;
    // a failed read ahead surfaces when it is awaited; until then it must not count as unhandled
    next?.catch(() => undefined);
    yield* docs;
  }
}

/**
 * The ids of an export's rows, in order, where their documents are read, and the basis they were
 * chosen by: the query `select` makes now (null: the requester reads none) on the live read
 * models; for a report run on its replayed `collection`, with the basis the run recorded when it
 * is rendered again.
 */
export async function exportSelection<Doc extends StoredDoc, Field extends keyof Doc & string>(
  facts: Pick<ExportRequestFacts, 'accountId' | 'replay'>,
  collection: string,
  live: () => ScopedCollection<Doc>,
  select: () => Promise<ExportBasis['query'] | null>,
  /** The fields of each document the export writes (read without the rest of the row). */
  fields: readonly Field[],
): Promise<{ ids: string[]; documents: Pick<ScopedCollection<Pick<Doc, Field | 'id'>>, 'getMany'>; basis?: ExportBasis }> {
  const source = facts.replay ? facts.replay.store.collection<Doc>(collection).forAccount(facts.accountId) : live();
  const documents = { getMany: (ids: readonly string[]) => source.pickMany(ids, fields) };
  const query = facts.replay?.basis?.query ?? (await select());
  return query ? { ids: await source.findIds(query), documents, basis: { query } } : { ids: [], documents };
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

  /** The name of `id`, or an empty cell for none (an item without a team or a contact). */
  optional(id: string | null | undefined): string {
    return id ? this.name(id) : '';
  }

  /** The names of `ids`, comma-separated. */
  list(ids: readonly string[]): string {
    return ids.map((id) => this.name(id)).join(', ');
  }
}

/** The users' names as a list shows them: the full name, else the username (the identity context's UserDirectory). */
export const userNameCache = (users: {
  getUsers(ids: readonly string[]): Promise<ReadonlyArray<{ id: string; full_name: string; username: string }>>;
}): NameCache => new NameCache(async (ids) => new Map((await users.getUsers(ids)).map((user) => [user.id, user.full_name || user.username])));

/** The teams' names (the teams context's TeamNames). */
export const teamNameCache = (
  teams: { namesOf(accountId: string, ids: readonly string[]): Promise<Map<string, string>> },
  accountId: string,
): NameCache => new NameCache((ids) => teams.namesOf(accountId, ids));

/** The contacts' names, one read each (the contacts context's ContactDirectory). */
export const contactNameCache = (
  contacts: { find(accountId: string, id: string): Promise<{ id: string; name: string } | undefined> },
  accountId: string,
): NameCache =>
  new NameCache(async (ids) => {
    const found = await Promise.all(ids.map((id) => contacts.find(accountId, id)));
    return new Map(found.flatMap((contact) => (contact ? [[contact.id, contact.name] as const] : [])));
  });

/**
 * The refusal of a kind whose list is one app's (GET v1/protocols, v1/offers): the account
 * must have the app, as the list's guard (core/auth/app-guard.ts) says: 403 `<app>.app_disabled`.
 */
export function appRefusal(actor: PolicyActor, app: Exclude<App, 'projects'>): DomainRefusal | undefined {
  return actor.flags.includes(`apps.${app}`) ? undefined : DomainRefusal.forbidden(`${app}.app_disabled`);
}

/** One column of an export: its title in each language, its width (xlsx, characters) and its cell of a document. */
export interface ExportColumn<Doc> {
  header: Record<TableLocale, string>;
  width: number;
  cell(doc: Doc): TableCell;
}

/**
 * The table of one list's export: one sheet named `sheet` (in the locale) with a column per
 * `columns`, the documents of `ids` in that order (`documentsInOrder`, `prepare` each batch),
 * the file named after the sheet and today (`Aufgaben-2026-11-27`).
 */
export function exportTable<Doc extends StoredDoc>({
  sheet,
  locale,
  columns,
  ids,
  documents,
  prepare,
  basis,
}: {
  sheet: Record<TableLocale, string>;
  locale: TableLocale;
  columns: ReadonlyArray<ExportColumn<Doc>>;
  ids: readonly string[];
  documents: Pick<ScopedCollection<Doc>, 'getMany'>;
  prepare?: (docs: readonly Doc[]) => Promise<void>;
  basis?: ExportBasis;
}): ExportTable {
  return {
    total: ids.length,
    ...(basis ? { basis } : {}),
    fileStem: `${sheet[locale]}-${new Date().toISOString().slice(0, 10)}`,
    sections: [
      {
        name: sheet[locale],
        header: columns.map((column) => column.header[locale]),
        widths: columns.map((column) => column.width),
        rows: (async function* (): AsyncIterable<TableRow> {
          for await (const doc of documentsInOrder(documents, ids, prepare)) yield { cells: columns.map((column) => column.cell(doc)) };
        })(),
      },
    ],
  };
}

/** What every item's view shows alike (tasks, protocols, offers). */
interface ItemFacts {
  number: string | null;
  title: string;
  created_at: string;
  updated_at: string;
}

/** The columns every item list's export has: number, title, and when it was created and last changed (date cells). */
export function itemColumns<Doc>(facts: (doc: Doc) => ItemFacts) {
  return {
    number: { header: { de: 'Nummer', en: 'Number' }, width: 10, cell: (doc: Doc) => facts(doc).number },
    title: { header: { de: 'Titel', en: 'Title' }, width: 40, cell: (doc: Doc) => facts(doc).title },
    createdAt: { header: { de: 'Erstellt am', en: 'Created at' }, width: 17, cell: (doc: Doc) => new Date(facts(doc).created_at) },
    changedAt: { header: { de: 'Geändert am', en: 'Changed at' }, width: 17, cell: (doc: Doc) => new Date(facts(doc).updated_at) },
  } satisfies Record<string, ExportColumn<Doc>>;
}

import type { Recorded, RecordedEvent } from '../event-store/event-store.types';
import type { ReadStore, StoredDoc } from '../read-store/read-store';
import type { Projection } from './projection';

/** A document that carries the version of its stream it was made from (what makes the helper idempotent). */
export interface VersionedDoc extends StoredDoc {
  version: number;
}

/** Another document kept from the main one, in the same transaction: a pushed view, a copy in another scope. */
export interface DerivedDocument<Doc> {
  collection: string;
  /** The scope (account) it lives in; default: the event's account. */
  scope?: (event: RecordedEvent) => string;
  /** The document to store; the main document's id addresses it. */
  of(doc: Doc): StoredDoc;
  /** When the main document is deleted: leave this one (true) or delete it too (default). */
  keepWhenDeleted?: boolean;
}

export interface SingleStreamProjectionOptions<Doc extends VersionedDoc, Event extends { type: string; data: unknown }> {
  name: string;
  /** Bump when `evolve` changes meaning: the runner rebuilds the collections in shadow tables. */
  version: number;
  /** The collection of the main document, or one per event (then `collections` lists them all). */
  collection: string | { names: readonly string[]; of(event: Recorded<Event>): string };
  eventTypes: readonly Event['type'][];
  /**
   * The main document's id; default: the stream id after its type (`task-<id>` → `<id>`).
   * Undefined skips the event.
   */
  documentId?: (event: RecordedEvent) => string | undefined;
  /** The scope (account) the main document lives in; default: the event's account. */
  scope?: (event: RecordedEvent) => string;
  /**
   * Pure: the document after `event`: a document to store (its `version` the event's
   * stream position), null to delete it, undefined to leave things as they are.
   */
  evolve(doc: Doc | undefined, event: Recorded<Event>): Doc | null | undefined;
  derived?: ReadonlyArray<DerivedDocument<Doc>>;
}

const afterStreamType = (streamId: string): string => streamId.slice(streamId.indexOf('-') + 1);

/**
 * A read model of one document per stream, in the spirit of Emmett's
 * `pongoSingleStreamProjection`: the projection gives a pure `evolve(doc, event)`; the
 * helper reads the document (preloaded per batch), skips an event at or below the
 * document's version (so applying an event twice changes nothing), and writes or
 * deletes the result and the documents derived from it.
 */
export function singleStreamProjection<Doc extends VersionedDoc, Event extends { type: string; data: unknown }>(
  options: SingleStreamProjectionOptions<Doc, Event>,
): Projection {
  const idOf = options.documentId ?? ((event: RecordedEvent) => afterStreamType(event.streamId));
  const scopeOf = options.scope ?? ((event: RecordedEvent) => event.metadata.accountId);
  const { collection } = options;
  const collectionOf = (event: RecordedEvent): string => (typeof collection === 'string' ? collection : collection.of(event as Recorded<Event>));
  const mainCollections = typeof collection === 'string' ? [collection] : collection.names;
  const derived = options.derived ?? [];
  return {
    name: options.name,
    version: options.version,
    collections: [...mainCollections, ...derived.map((d) => d.collection)],
    eventTypes: options.eventTypes,
    documentsRead(event) {
      const id = idOf(event);
      return id === undefined ? [] : [{ collection: collectionOf(event), accountId: scopeOf(event), id }];
    },
    async apply(event: RecordedEvent, store: ReadStore) {
      const id = idOf(event);
      if (id === undefined) return;
      const docs = store.collection<Doc>(collectionOf(event)).forAccount(scopeOf(event));
      const current = await docs.get(id);
      if (current && current.version >= event.streamPosition) return;
      const next = options.evolve(current, event as Recorded<Event>);
      if (next === undefined) return;
      if (next === null) {
        if (!current) return;
        await docs.delete(id);
      } else {
        await docs.upsert(next);
      }
      for (const copy of derived) {
        const copies = store.collection(copy.collection).forAccount((copy.scope ?? scopeOf)(event));
        if (next) await copies.upsert(copy.of(next));
        else if (!copy.keepWhenDeleted) await copies.delete(id);
      }
    },
  };
}

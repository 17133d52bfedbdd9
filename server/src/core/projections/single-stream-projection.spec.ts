import { ProjectionSpecification, streamEvents } from '../testing/projection-specification';
import { singleStreamProjection } from './single-stream-projection';

type NoteEvent =
  | { type: 'NoteWritten'; data: { text: string; shelf: 'a' | 'b' } }
  | { type: 'NoteEdited'; data: { text: string } }
  | { type: 'NoteArchived'; data: Record<string, never> }
  | { type: 'NoteThrownAway'; data: Record<string, never> };

interface NoteDoc {
  id: string;
  version: number;
  text: string;
  edits: number;
  archived: boolean;
}

const notes = singleStreamProjection<NoteDoc, NoteEvent>({
  name: 'notes',
  version: 1,
  collection: 'notes',
  eventTypes: ['NoteWritten', 'NoteEdited', 'NoteArchived', 'NoteThrownAway'],
  evolve(doc, event) {
    const version = event.streamPosition;
    switch (event.type) {
      case 'NoteWritten':
        return { id: 'n1', version, text: event.data.text, edits: 0, archived: false };
      case 'NoteEdited':
        // Counting is what a replayed event would break without the version check.
        return doc && { ...doc, version, text: event.data.text, edits: doc.edits + 1 };
      case 'NoteArchived':
        return doc?.archived ? undefined : doc && { ...doc, version, archived: true };
      case 'NoteThrownAway':
        return null;
    }
  },
  derived: [{ collection: 'note_titles', scope: () => '_system', of: (doc) => ({ id: doc.id, title: doc.text.slice(0, 5) }) }],
});

const note = streamEvents<NoteEvent>('note-n1');
const written = note('NoteWritten', { text: 'Hello world', shelf: 'a' });
const edited = note('NoteEdited', { text: 'Hello again' });
const archived = note('NoteArchived', {});
const thrownAway = note('NoteThrownAway', {});

describe('singleStreamProjection', () => {
  const spec = ProjectionSpecification.for(notes);

  it('writes the evolved document under the id after the stream type, and what is derived from it', async () => {
    const store = await spec.given().when(written, edited).applied();
    expect(store.document('notes', 'n1')).toEqual({ id: 'n1', version: 2, text: 'Hello again', edits: 1, archived: false });
    expect(store.document('note_titles', 'n1', '_system')).toEqual({ id: 'n1', title: 'Hello' });
  });

  it('skips an event at or below the stored version (each when-event is applied twice)', async () => {
    await spec.given(written, edited).when(edited).thenDocumentMatches('notes', 'n1', { edits: 1, version: 2 });
  });

  it('leaves everything as it is when evolve answers undefined', async () => {
    await spec.given().when(edited).thenNothingChanged();
  });

  it('deletes the document and what is derived from it when evolve answers null', async () => {
    const store = await spec.given(written, edited, archived).when(thrownAway).applied();
    expect(store.document('notes', 'n1')).toBeUndefined();
    expect(store.document('note_titles', 'n1', '_system')).toBeUndefined();
  });

  it('preloads the document it reads and lists every collection it writes', () => {
    expect(notes.documentsRead?.(edited)).toEqual([{ collection: 'notes', accountId: 'a1', id: 'n1' }]);
    expect(notes.collections).toEqual(['notes', 'note_titles']);
  });

  it('takes the id, scope and collection from the event where the projection says so', async () => {
    const shelved = singleStreamProjection<NoteDoc, NoteEvent>({
      name: 'shelves',
      version: 1,
      collection: { names: ['shelf_a', 'shelf_b'], of: (event) => (event.type === 'NoteWritten' ? `shelf_${event.data.shelf}` : 'shelf_a') },
      eventTypes: ['NoteWritten'],
      scope: (event) => `${event.metadata.accountId}-shelves`,
      documentId: (event) => (event.metadata.actorId === 'u-bot' ? undefined : `by-${event.metadata.actorId}`),
      evolve: (_doc, event) => ({ id: `by-${event.metadata.actorId}`, version: event.streamPosition, text: '', edits: 0, archived: false }),
    });
    const shelf = streamEvents<NoteEvent>('note-n2');
    const store = await ProjectionSpecification.for(shelved)
      .given()
      .when(shelf('NoteWritten', { text: 'x', shelf: 'b' }), shelf('NoteWritten', { text: 'y', shelf: 'a' }, { actorId: 'u-bot' }))
      .applied();
    expect(shelved.collections).toEqual(['shelf_a', 'shelf_b']);
    expect(store.document('shelf_b', 'by-u-actor', 'a1-shelves')).toMatchObject({ version: 1 });
    expect(Object.keys(store.snapshot())).toEqual(['shelf_b|a1-shelves|by-u-actor']);
  });
});

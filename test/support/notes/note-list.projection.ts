import type { RecordedEvent } from '@kollab/server/core/event-store/event-store.types';
import type { Projection } from '@kollab/server/core/projections/projection';
import type { ReadStore } from '@kollab/server/core/read-store/read-store';

export interface NoteView {
  id: string;
  title: string;
  teamId: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export const NOTES_COLLECTION = 'test_notes';

export const noteListProjection: Projection = {
  name: 'test-note-list',
  version: 1,
  collections: [NOTES_COLLECTION],
  eventTypes: ['NoteCreated', 'NoteRenamed', 'NoteDeleted'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const notes = store.collection<NoteView>(NOTES_COLLECTION).forAccount(event.metadata.accountId);
    const id = event.streamId.replace(/^note-/, '');
    const stamp = { version: event.streamPosition, updatedAt: event.metadata.occurredAt, updatedBy: event.metadata.actorId };
    if (event.type === 'NoteCreated') {
      const data = event.data as { title: string; teamId: string };
      await notes.upsert({ id, title: data.title, teamId: data.teamId, ...stamp });
    } else if (event.type === 'NoteRenamed') {
      await notes.patch(id, { title: (event.data as { title: string }).title, ...stamp });
    } else if (event.type === 'NoteDeleted') {
      await notes.delete(id);
    }
  },
};

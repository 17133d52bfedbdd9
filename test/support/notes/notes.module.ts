import { Module, type OnModuleInit } from '@nestjs/common';
import { rooms } from '@kollab/contracts';
import { ProjectionRegistry } from '@kollab/server/core/projections/projection-registry';
import { ViewAudiences } from '@kollab/server/core/realtime/view-audiences';
import { NOTES_COLLECTION, noteListProjection } from './note-list.projection';
import { NOTE_HANDLERS } from './note.commands';
import { NotesController } from './notes.controller';

@Module({ controllers: [NotesController], providers: [...NOTE_HANDLERS] })
export class NotesModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audiences: ViewAudiences,
  ) {}

  onModuleInit(): void {
    this.projections.register(noteListProjection);
    // Test notes are visible to their whole account.
    this.audiences.register({
      collection: NOTES_COLLECTION,
      context: 'test',
      view: 'note',
      rooms: (change) => [rooms.account(change.accountId)],
    });
  }
}

import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { CommandContext } from '@kollab/server/core/aggregates/command-context';
import { EventSourcedRepository } from '@kollab/server/core/aggregates/event-sourced-repository';
import type { AppendResult } from '@kollab/server/core/event-store/event-store.types';
import { READ_STORE, type FindResult, type ReadStore } from '@kollab/server/core/read-store/read-store';
import { noteAggregate } from './note.aggregate';
import { NOTES_COLLECTION, type NoteView } from './note-list.projection';
import { DomainRefusal } from '@kollab/contracts';

// Commands and queries of the test-only notes context, on @nestjs/cqrs buses the way
// product contexts use them: the controller sends, a handler loads, decides, appends.

export class CreateNote {
  readonly id = randomUUID();
  constructor(
    readonly context: CommandContext,
    readonly title: string,
    readonly teamId: string,
  ) {}
}

export class RenameNote {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly title: string,
    readonly basedOn?: number,
  ) {}
}

export class DeleteNote {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
  ) {}
}

export class ListNotes {
  constructor(
    readonly accountId: string,
    readonly search?: string,
    readonly page?: number,
    readonly limit?: number,
  ) {}
}

@CommandHandler(CreateNote)
export class CreateNoteHandler implements ICommandHandler<CreateNote, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, title, teamId }: CreateNote): Promise<AppendResult> {
    return this.repository.execute(noteAggregate, context, id, (state) => {
      if (state.exists) throw DomainRefusal.conflict('concurrency.wrong_expected_version');
      return [{ type: 'NoteCreated', data: { title, teamId } }];
    });
  }
}

@CommandHandler(RenameNote)
export class RenameNoteHandler implements ICommandHandler<RenameNote, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id, title, basedOn }: RenameNote): Promise<AppendResult> {
    return this.repository.execute(
      noteAggregate,
      context,
      id,
      (state) => {
        if (!state.exists || state.deleted) throw DomainRefusal.notFound();
        return state.title === title ? [] : [{ type: 'NoteRenamed', data: { title } }];
      },
      basedOn,
    );
  }
}

@CommandHandler(DeleteNote)
export class DeleteNoteHandler implements ICommandHandler<DeleteNote, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, id }: DeleteNote): Promise<AppendResult> {
    return this.repository.execute(noteAggregate, context, id, (state) => {
      if (!state.exists || state.deleted) throw DomainRefusal.notFound();
      return [{ type: 'NoteDeleted', data: {} }];
    });
  }
}

@QueryHandler(ListNotes)
export class ListNotesHandler implements IQueryHandler<ListNotes, FindResult<NoteView>> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  execute({ accountId, search, page, limit }: ListNotes): Promise<FindResult<NoteView>> {
    return this.readStore
      .collection<NoteView>(NOTES_COLLECTION)
      .forAccount(accountId)
      .find({ search: search ? { text: search, fields: ['title'] } : undefined, sort: [{ field: 'title' }], page, limit });
  }
}

export const NOTE_HANDLERS = [CreateNoteHandler, RenameNoteHandler, DeleteNoteHandler, ListNotesHandler];

import { Body, Controller, Delete, Get, Headers, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { commandContext, type CommandContext } from '@kollab/server/core/aggregates/command-context';
import type { AppendResult } from '@kollab/server/core/event-store/event-store.types';
import { parseAsOf } from '@kollab/server/core/history/as-of';
import { Public } from '@kollab/server/core/auth/auth.decorators';
import { ItemHistoryService } from '@kollab/server/core/history/item-history.service';
import { parseIfMatch } from '@kollab/server/core/http/if-match';
import { PublicWrite, WriteRoutes, type PublicWriteCall } from '@kollab/server/core/http/write-route';
import { READ_STORE, type ReadStore } from '@kollab/server/core/read-store/read-store';
import { noteAggregate } from './note.aggregate';
import { CreateNote, DeleteNote, ListNotes, RenameNote } from './note.commands';
import type { FindResult } from '@kollab/server/core/read-store/read-store';
import { NOTES_COLLECTION, type NoteView } from './note-list.projection';
import { DomainRefusal } from '@kollab/contracts';

function context(account: string | undefined, user: string | undefined): CommandContext {
  if (!account) throw DomainRefusal.unauthenticated('auth.unauthorized');
  return commandContext(account, user ?? null);
}

function title(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255) {
    throw DomainRefusal.fields({ title: ['title is required, at most 255 characters'] });
  }
  return value.trim();
}

/** Test-only routes under /api/test/notes; the account comes from a test header (so @Public). */
@Public()
@Controller('test/notes')
export class NotesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly history: ItemHistoryService,
    private readonly writes: WriteRoutes,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  @Post()
  async create(
    @Headers('x-test-account') account: string | undefined,
    @Headers('x-test-user') user: string | undefined,
    @Body() body: { title?: unknown; teamId?: unknown },
    @PublicWrite() call: PublicWriteCall,
  ) {
    const command = new CreateNote(context(account, user), title(body.title), typeof body.teamId === 'string' ? body.teamId : 'team-1');
    const result = await this.commands.execute<CreateNote, AppendResult>(command);
    return this.writes.respond(call, command.id, result, 201);
  }

  @Patch(':id')
  async rename(
    @Headers('x-test-account') account: string | undefined,
    @Headers('x-test-user') user: string | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @Param('id') id: string,
    @Body() body: { title?: unknown },
    @PublicWrite() call: PublicWriteCall,
  ) {
    const command = new RenameNote(context(account, user), id, title(body.title), parseIfMatch(ifMatch));
    const result = await this.commands.execute<RenameNote, AppendResult>(command);
    return this.writes.respond(call, id, result);
  }

  @Delete(':id')
  async remove(@Headers('x-test-account') account: string | undefined, @Param('id') id: string, @PublicWrite() call: PublicWriteCall) {
    const result = await this.commands.execute<DeleteNote, AppendResult>(new DeleteNote(context(account, undefined), id));
    return this.writes.respond(call, id, result);
  }

  @Get()
  async list(@Headers('x-test-account') account: string | undefined, @Query() query: { search?: string; page?: string; limit?: string }) {
    // `?minPosition=` is every read's (core/http/min-position.ts).
    const ctx = context(account, undefined);
    const result = await this.queries.execute<ListNotes, FindResult<NoteView>>(
      new ListNotes(ctx.accountId, query.search, query.page ? Number(query.page) : undefined, query.limit ? Number(query.limit) : undefined),
    );
    return { data: result.items, meta: { page: result.page, limit: result.limit, total: result.total } };
  }

  @Get(':id/history')
  async itemHistory(@Headers('x-test-account') account: string | undefined, @Param('id') id: string) {
    return { data: await this.history.history(noteAggregate, context(account, undefined).accountId, id) };
  }

  @Get(':id')
  async get(@Headers('x-test-account') account: string | undefined, @Param('id') id: string, @Query() query: { version?: string; at?: string }) {
    const ctx = context(account, undefined);
    const asOf = parseAsOf(query);
    if (asOf) return this.history.stateAt(noteAggregate, ctx.accountId, id, asOf);
    const view = await this.readStore.collection<NoteView>(NOTES_COLLECTION).forAccount(ctx.accountId).get(id);
    if (!view) throw DomainRefusal.notFound();
    return view;
  }
}

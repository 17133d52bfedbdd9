import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { decideBookmark } from '../domain/bookmark.decide';
import { bookmarkAggregate } from './bookmark.aggregate';
import { bookmarkIdOf } from './bookmark-id';

export class AddBookmark {
  readonly id: string;
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly path: string,
    readonly label: string,
  ) {
    this.id = bookmarkIdOf(context.accountId, userId, path);
  }
}

export interface AddBookmarkResult {
  appended: AppendResult;
  /** False when an existing bookmark of the path was renamed or left as it was. */
  added: boolean;
}

@CommandHandler(AddBookmark)
export class AddBookmarkHandler implements ICommandHandler<AddBookmark, AddBookmarkResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  async execute({ context, id, userId, path, label }: AddBookmark): Promise<AddBookmarkResult> {
    let added = false;
    const appended = await this.repository.execute(bookmarkAggregate, context, id, (state) => {
      const events = decideBookmark({ type: 'AddBookmark', data: { userId, path, label } }, state);
      added = events.some((event) => event.type === 'BookmarkAdded');
      return events;
    });
    return { appended, added };
  }
}

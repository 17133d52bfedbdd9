import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { decideBookmark } from '../domain/bookmark.decide';
import { bookmarkAggregate } from './bookmark.aggregate';

export class RemoveBookmark {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly id: string,
  ) {}
}

@CommandHandler(RemoveBookmark)
export class RemoveBookmarkHandler implements ICommandHandler<RemoveBookmark, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  /** The stream is read within the caller's account only: another account's bookmark reads as none (404). */
  execute({ context, userId, id }: RemoveBookmark): Promise<AppendResult> {
    return this.repository.execute(bookmarkAggregate, context, id, (state) => decideBookmark({ type: 'RemoveBookmark', data: { userId } }, state));
  }
}

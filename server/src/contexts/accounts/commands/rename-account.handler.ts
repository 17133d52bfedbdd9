import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { accountAggregate } from './account.aggregate';
import { decideAccount } from '../domain/account.decide';
import { AccountNameReservations } from '../store/account-name-reservations';

export class RenameAccount {
  constructor(
    readonly context: CommandContext,
    readonly name: string,
    readonly basedOn?: number,
  ) {}
}

/** Reserves the new name, renames, then frees the old one (or the new one when the rename failed). The domain stays. */
@CommandHandler(RenameAccount)
export class RenameAccountHandler implements ICommandHandler<RenameAccount, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly reservations: AccountNameReservations,
  ) {}

  async execute({ context, name, basedOn }: RenameAccount): Promise<AppendResult> {
    const accountId = context.accountId;
    await this.reservations.reserve(accountId, { name });
    let previous: string | undefined;
    try {
      const result = await this.repository.execute(
        accountAggregate,
        context,
        accountId,
        (state) => {
          previous = state.name;
          return decideAccount({ type: 'RenameAccount', data: { name } }, state);
        },
        basedOn,
      );
      if (previous && previous.toLowerCase() !== name.toLowerCase()) await this.reservations.release(accountId, { name: previous });
      return result;
    } catch (error) {
      if (previous === undefined || previous.toLowerCase() !== name.toLowerCase()) await this.reservations.release(accountId, { name });
      throw error;
    }
  }
}

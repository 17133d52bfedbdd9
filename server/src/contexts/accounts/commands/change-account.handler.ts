import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { accountAggregate } from './account.aggregate';
import type { AccountCommand } from '../domain/account.commands';
import { decideAccount } from '../domain/account.decide';

type PlainChange = Exclude<
  AccountCommand,
  { type: 'CreateAccount' | 'RenameAccount' | 'MarkAccountForDeletion' | 'ChangeAccountImage' | 'RemoveAccountImage' }
>;

/** Apps, flags, slots, terms, cancelling a deletion: the decision is all there is (pictures: ChangeAccountImage). */
export class ChangeAccount {
  constructor(
    readonly context: CommandContext,
    readonly accountId: string,
    readonly command: PlainChange,
    readonly basedOn?: number,
  ) {}
}

@CommandHandler(ChangeAccount)
export class ChangeAccountHandler implements ICommandHandler<ChangeAccount, AppendResult> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ context, accountId, command, basedOn }: ChangeAccount): Promise<AppendResult> {
    return this.repository.execute(accountAggregate, context, accountId, (state) => decideAccount(command, state), basedOn);
  }
}

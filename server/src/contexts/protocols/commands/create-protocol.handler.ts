import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, policyItem, type PolicyActor, DomainRefusal } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { ProtocolCommand, ProtocolDraft } from '../domain/protocol.commands';
import { decideProtocol } from '../domain/protocol.decide';
import { initialProtocolState } from '../domain/protocol.state';
import { ProtocolNumbers } from '../store/protocol-numbers';
import { PENDING_NUMBER, sanitisedDraft } from './protocol-draft';
import { ProtocolFactsReader } from './protocol-facts.reader';
import { protocolAggregate } from './protocol.aggregate';
import { newId } from '../../../core/aggregates/new-id';

export class CreateProtocol {
  readonly id = newId();
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly draft: ProtocolDraft,
  ) {}
}

/**
 * Needs the role user and `create` in every team named (the one policy). Checks the
 * fields first (a refusal takes no number), then takes the type's next number, then
 * appends ProtocolCreated.
 */
@CommandHandler(CreateProtocol)
export class CreateProtocolHandler implements ICommandHandler<CreateProtocol, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: ProtocolFactsReader,
    private readonly numbers: ProtocolNumbers,
  ) {}

  async execute({ context, actor, id, draft: sent }: CreateProtocol): Promise<AppendResult> {
    const accountId = context.accountId;
    // The creator is the author unless another member is named.
    const draft = sanitisedDraft({ ...sent, author: sent.author ?? actor.userId });
    if (!can(actor, 'create', policyItem('protocol', { teamIds: draft.teams ?? [] }))) throw DomainRefusal.forbidden('auth.forbidden');
    const facts = await this.facts.forDraft(accountId, draft);
    const command = (number: string | null): ProtocolCommand => ({
      type: 'CreateProtocol',
      data: { draft, facts: { ...facts, number }, creator: actor.userId, today: context.now.toISOString().slice(0, 10) },
    });
    decideProtocol(command(PENDING_NUMBER), initialProtocolState());
    const type = typeof draft.type === 'string' ? draft.type.trim() : '';
    const prefix = type ? await this.facts.prefixOf(accountId, type) : undefined;
    const number = prefix !== undefined ? await this.numbers.next(accountId, prefix) : null;
    return this.repository.execute(protocolAggregate, context, id, (state) => decideProtocol(command(number), state));
  }
}

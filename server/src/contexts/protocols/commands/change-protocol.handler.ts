import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, policyItem, type PolicyActor, DomainRefusal } from '@kollab/contracts';
import { streamIdOf } from '../../../core/aggregates/aggregate';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { PolicyService } from '../../access/public/policy.service';
import type { ProtocolCommand, ProtocolDraft } from '../domain/protocol.commands';
import { decideProtocol } from '../domain/protocol.decide';
import { fieldsOf } from '../domain/protocol.state';
import { ProtocolNumbers } from '../store/protocol-numbers';
import { PENDING_NUMBER, sanitisedDraft } from './protocol-draft';
import { ProtocolFactsReader } from './protocol-facts.reader';
import { assertMay, protocolPolicyItem } from './protocol-policy';
import { protocolAggregate } from './protocol.aggregate';

export class ChangeProtocol {
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly id: string,
    readonly draft: ProtocolDraft,
    /** If-Match or the body's `version`: the version the client edited. */
    readonly basedOn?: number,
  ) {}
}

/**
 * PATCH: the fields sent replace theirs. Needs `edit` on the protocol (the one policy),
 * and `create` in every team it is moved into. A stale version is 409 before anything
 * is looked up; the append itself refuses what slipped in between (no lost update).
 */
@CommandHandler(ChangeProtocol)
export class ChangeProtocolHandler implements ICommandHandler<ChangeProtocol, AppendResult> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: ProtocolFactsReader,
    private readonly numbers: ProtocolNumbers,
    private readonly policy: PolicyService,
  ) {}

  async execute({ context, actor, id, draft: sent, basedOn }: ChangeProtocol): Promise<AppendResult> {
    const accountId = context.accountId;
    const draft = sanitisedDraft(sent);
    const loaded = await this.repository.current(protocolAggregate, accountId, id);
    if (loaded.state.status !== 'active') throw DomainRefusal.notFound('protocols.protocol_not_found');
    const creator = await this.policy.creatorFacts(accountId, loaded.state.created_by);
    assertMay(actor, 'edit', protocolPolicyItem(loaded.state, creator));
    if (basedOn !== undefined && basedOn !== loaded.version)
      throw new WrongExpectedVersionError(streamIdOf(protocolAggregate, id), basedOn, loaded.version);
    const current = loaded.state;
    const added = (draft.teams ?? []).filter((team) => !current.teams.includes(team));
    if (added.length > 0 && !can(actor, 'create', policyItem('protocol', { teamIds: added }))) throw DomainRefusal.forbidden('auth.forbidden');
    const facts = await this.facts.forDraft(accountId, draft, fieldsOf(current));
    const command = (number: string | null): ProtocolCommand => ({ type: 'ChangeProtocol', data: { draft, facts: { ...facts, number } } });
    decideProtocol(command(PENDING_NUMBER), current);
    const nextType = draft.type !== undefined ? draft.type : current.type;
    const prefix =
      current.number === null && typeof nextType === 'string' && nextType.trim() ? await this.facts.prefixOf(accountId, nextType.trim()) : undefined;
    const number = prefix !== undefined ? await this.numbers.next(accountId, prefix) : null;
    return this.repository.execute(
      protocolAggregate,
      context,
      id,
      (state) => {
        if (state.status === 'active') assertMay(actor, 'edit', protocolPolicyItem(state, creator));
        return decideProtocol(command(number), state);
      },
      basedOn ?? loaded.version,
      loaded,
    );
  }
}

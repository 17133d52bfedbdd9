import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PolicyAction, PolicyActor } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import { PolicyService } from '../../access/public/policy.service';
import type { ProtocolCommand } from '../domain/protocol.commands';
import { decideProtocol } from '../domain/protocol.decide';
import { ProtocolFactsReader } from './protocol-facts.reader';
import { assertMay, protocolPolicyItem } from './protocol-policy';
import { protocolAggregate } from './protocol.aggregate';
import { DomainRefusal } from '@kollab/contracts';

/** Files kind of protocol files: GET v1/files/{id} serves them to whoever may read the protocol (protocols.module.ts). */
export const PROTOCOL_FILE_KIND = 'protocol_file';

/** Every protocol command but create and PATCH: delete, watch, comments, linked contacts, files. */
export type ProtocolAct = Exclude<ProtocolCommand, { type: 'CreateProtocol' | 'ChangeProtocol' }>;

/** Which permission of the one policy each act needs on the protocol. */
const NEEDS: Record<ProtocolAct['type'], PolicyAction> = {
  DeleteProtocol: 'delete',
  // Whoever reads a protocol may watch and comment on it (comments: only their own are theirs to change).
  WatchProtocol: 'read',
  AddProtocolComment: 'read',
  ChangeProtocolComment: 'read',
  RemoveProtocolComment: 'read',
  LinkProtocolContact: 'edit',
  ShareProtocolContact: 'edit',
  UnlinkProtocolContact: 'edit',
  AddProtocolFile: 'edit',
  RemoveProtocolFile: 'edit',
};

export class ActOnProtocol {
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly id: string,
    readonly act: ProtocolAct,
    readonly basedOn?: number,
  ) {}
}

/**
 * Runs one act on a live protocol after the policy allowed it (checked on the state the
 * decision runs on). A contact to link is looked up through CONTACT_DIRECTORY first.
 */
@CommandHandler(ActOnProtocol)
export class ActOnProtocolHandler implements ICommandHandler<ActOnProtocol, AppendResult> {
  private readonly logger = new Logger('ActOnProtocol');

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly facts: ProtocolFactsReader,
    private readonly policy: PolicyService,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ context, actor, id, act, basedOn }: ActOnProtocol): Promise<AppendResult> {
    const accountId = context.accountId;
    const loaded = await this.repository.current(protocolAggregate, accountId, id);
    if (loaded.state.status !== 'active') throw DomainRefusal.notFound('protocols.protocol_not_found');
    const creator = await this.policy.creatorFacts(accountId, loaded.state.created_by);
    assertMay(actor, NEEDS[act.type], protocolPolicyItem(loaded.state, creator));
    const command: ProtocolAct =
      act.type === 'LinkProtocolContact'
        ? { ...act, data: { ...act.data, known: await this.facts.contactKnown(accountId, act.data.contact_id) } }
        : act;
    const result = await this.repository.execute(
      protocolAggregate,
      context,
      id,
      (state) => {
        if (state.status === 'active') assertMay(actor, NEEDS[act.type], protocolPolicyItem(state, creator));
        return decideProtocol(command, state);
      },
      basedOn,
    );
    await this.afterwards(accountId, id, act);
    return result;
  }

  /** The bytes of a removed file, and of every file of a deleted protocol, go once the event is stored (history keeps the ids). */
  private async afterwards(accountId: string, id: string, act: ProtocolAct): Promise<void> {
    const removal =
      act.type === 'RemoveProtocolFile'
        ? this.files.delete(accountId, act.data.file_id)
        : act.type === 'DeleteProtocol'
          ? this.files.deleteOwned({ accountId, kind: PROTOCOL_FILE_KIND, ownerId: id })
          : undefined;
    await removal?.catch((error: unknown) => this.logger.warn(`files of protocol ${id} not removed: ${String(error)}`));
  }
}

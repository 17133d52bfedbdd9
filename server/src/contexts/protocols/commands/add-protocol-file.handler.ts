import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PolicyActor } from '@kollab/contracts';
import { streamIdOf } from '../../../core/aggregates/aggregate';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { DocumentUpload } from '../../../core/files/document-upload';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import { PolicyService } from '../../access/public/policy.service';
import { ActOnProtocol, PROTOCOL_FILE_KIND } from './act-on-protocol.handler';
import { assertMay, protocolPolicyItem } from './protocol-policy';
import { protocolAggregate } from './protocol.aggregate';
import { DomainRefusal } from '@kollab/contracts';

export class AddProtocolFile {
  constructor(
    readonly context: CommandContext,
    readonly actor: PolicyActor,
    readonly id: string,
    readonly upload: DocumentUpload,
    readonly basedOn?: number,
  ) {}
}

/** The new file's id and the protocol's append. */
export interface ProtocolFileAdded {
  fileId: string;
  result: AppendResult;
}

/**
 * POST v1/protocols/{id}/files: once the policy allowed `edit` (and a stale If-Match was
 * refused), stores the bytes (kind `protocol_file`, owned by the protocol), then appends
 * ProtocolFileAdded through ActOnProtocol (which asks the policy again on the state it
 * decides on). A refused or lost append removes the stored file again.
 */
@CommandHandler(AddProtocolFile)
export class AddProtocolFileHandler implements ICommandHandler<AddProtocolFile, ProtocolFileAdded> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly commands: CommandBus,
    private readonly policy: PolicyService,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ context, actor, id, upload, basedOn }: AddProtocolFile): Promise<ProtocolFileAdded> {
    const accountId = context.accountId;
    const loaded = await this.repository.current(protocolAggregate, accountId, id);
    if (loaded.state.status !== 'active') throw DomainRefusal.notFound('protocols.protocol_not_found');
    assertMay(actor, 'edit', protocolPolicyItem(loaded.state, await this.policy.creatorFacts(accountId, loaded.state.created_by)));
    if (basedOn !== undefined && basedOn !== loaded.version)
      throw new WrongExpectedVersionError(streamIdOf(protocolAggregate, id), basedOn, loaded.version);
    const stored = await this.files.put({ accountId, kind: PROTOCOL_FILE_KIND, ownerId: id }, upload.bytes, upload.contentType);
    const file = { file_id: stored.id, name: upload.name, content_type: upload.contentType, size: upload.bytes.length, added_by: actor.userId };
    try {
      const result = await this.commands.execute<ActOnProtocol, AppendResult>(
        new ActOnProtocol(context, actor, id, { type: 'AddProtocolFile', data: file }, basedOn),
      );
      return { fileId: stored.id, result };
    } catch (error) {
      await this.files.delete(accountId, stored.id);
      throw error;
    }
  }
}

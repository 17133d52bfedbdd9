import { Injectable } from '@nestjs/common';
import type { FileDownloadRequest } from '../../../core/files/downloadable-file-kinds';
import { PolicyService } from '../../access/public/policy.service';
import { protocolPolicyItem } from '../commands/protocol-policy';
import { ProtocolReader } from './protocol-reader';

/**
 * Who may download a protocol file through GET v1/files/{id}: whoever the policy lets read
 * the live protocol the file belongs to (its owner id), while the file is still attached.
 * Registered for the files kind `protocol_file` (protocols.module.ts).
 */
@Injectable()
export class ProtocolFileAccess {
  constructor(
    private readonly reader: ProtocolReader,
    private readonly policy: PolicyService,
  ) {}

  async mayDownload({ accountId, principal, file }: FileDownloadRequest): Promise<boolean> {
    const row = await this.reader.index(accountId).get(file.ownerId);
    if (!row || row.status !== 'active' || !row.state.files.some((attached) => attached.id === file.id)) return false;
    const [actor, creator] = await Promise.all([
      this.policy.actor({ ...principal, accountId }),
      this.policy.creatorFacts(accountId, row.state.created_by),
    ]);
    return this.policy.can(actor, 'read', protocolPolicyItem(row.state, creator));
  }
}

import { Injectable } from '@nestjs/common';
import type { LinkedProtocolsQuery, PolicyActor, ProtocolListView } from '@kollab/contracts';
import { MAX_PAGE_SIZE } from '../../../core/read-store/read-store';
import { ProtocolAccess } from '../queries/protocol-access';
import { pageOfProtocols } from '../queries/protocol-page';
import { ProtocolReader } from '../queries/protocol-reader';
import type { ProtocolLinks } from './protocol-links';
import { isUuid } from '../../../core/http/path-id.pipe';

/** PROTOCOL_LINKS: the protocols read models, for the tasks context. */
@Injectable()
export class ProtocolLinksService implements ProtocolLinks {
  constructor(
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
  ) {}

  async readable(accountId: string, actor: PolicyActor, protocolId: string): Promise<boolean> {
    if (!isUuid(protocolId)) return false;
    const row = await this.reader.index(accountId).get(protocolId.toLowerCase());
    if (!row || row.status !== 'active') return false;
    return this.access.assertReads(accountId, actor, row.state).then(
      () => true,
      () => false,
    );
  }

  pageOf(accountId: string, actor: PolicyActor, ids: readonly string[], query: LinkedProtocolsQuery): Promise<ProtocolListView> {
    return pageOfProtocols(this.reader, this.access, accountId, actor, { id: { in: [...ids] } }, query);
  }

  async sharedWithContact(accountId: string, protocolIds: readonly string[], contactId: string): Promise<string[]> {
    const shared: string[] = [];
    for (let start = 0; start < protocolIds.length; start += MAX_PAGE_SIZE) {
      const ids = protocolIds.slice(start, start + MAX_PAGE_SIZE);
      const found = await this.reader
        .index(accountId)
        .find({ where: { id: { in: ids }, status: 'active', shared_contact_ids: { contains: contactId } }, limit: MAX_PAGE_SIZE });
      shared.push(...found.items.map((row) => row.id));
    }
    return shared;
  }
}

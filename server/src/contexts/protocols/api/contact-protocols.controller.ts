import { Inject, Param, Query } from '@nestjs/common';
import { LinkedProtocolsQuery, type ProtocolListView } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { ContactIdPipe } from '../../contacts/public/contact-id.pipe';
import { ContactTabController, ContactTabRoute } from '../../contacts/public/contact-tab.route';
import { ProtocolAccess } from '../queries/protocol-access';
import { pageOfProtocols } from '../queries/protocol-page';
import { ProtocolReader } from '../queries/protocol-reader';

/** A contact's protocols tab (GET v1/contacts/{id}/protocols), served beside the protocols read model (ContactTabController). */
@ContactTabController('protocols')
export class ContactProtocolsController {
  constructor(
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  @ContactTabRoute('protocols', 'ProtocolListView')
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ContactIdPipe) id: string,
    @Query() query: LinkedProtocolsQuery,
  ): Promise<ProtocolListView> {
    const actor = await this.access.actor({ ...principal, accountId });
    await this.contacts.assertReadable(accountId, actor, id);
    return pageOfProtocols(this.reader, this.access, accountId, actor, { contact_ids: { contains: id } }, query);
  }
}

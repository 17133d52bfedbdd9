import { Inject, Param, Query } from '@nestjs/common';
import { LinkedOffersQuery, type OfferListView } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { ContactIdPipe } from '../../contacts/public/contact-id.pipe';
import { ContactTabController, ContactTabRoute } from '../../contacts/public/contact-tab.route';
import { pageOfOffers } from '../queries/offer-page';
import { OfferReader } from '../queries/offer-reader';
import { OfferCallers } from './offer-caller';

/**
 * A contact's offers tab (GET v1/contacts/{id}/offers: the offers whose customer it is),
 * served beside the offers read model (ContactTabController); `meta.sum_total` as in GET v1/offers.
 */
@ContactTabController('offers')
export class ContactOffersController {
  constructor(
    private readonly callers: OfferCallers,
    private readonly reader: OfferReader,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  @ContactTabRoute('offers', 'OfferListView')
  async list(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', ContactIdPipe) id: string,
    @Query() query: LinkedOffersQuery,
  ): Promise<OfferListView> {
    const actor = await this.callers.actor(accountId, principal);
    await this.contacts.assertReadable(accountId, actor, id);
    return pageOfOffers(this.reader, accountId, actor, { contact: id }, query);
  }
}

import { Controller, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Locale } from '@kollab/contracts';
import { CurrentAccountId, CurrentPrincipal, Roles } from '../../../core/auth/auth.decorators';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { pdfResponse } from '../../../core/print/pdf-response';
import { PrintJobs } from '../../../core/print/print-jobs';
import { printLabel } from '../../../core/print/print-labels';
import { PrintNames } from '../../../core/print/print-names';
import { PrintLocale } from '../../../core/print/print-locale.decorator';
import { PrintRoute } from '../../../core/print/print-route';
import { ACCOUNT_LETTERHEADS, type AccountLetterheads } from '../../accounts/public/account-letterhead';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_NAMES, type TeamNames } from '../../teams/public/team-names';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import { OfferReader } from '../queries/offer-reader';
import { OfferCallers } from './offer-caller';
import { OfferIdPipe } from './offer-path.pipes';
import { offerPrintDocument } from './offer-print-document';
import { OffersAppGuard } from './offers-app.guard';

/**
 * An offer as a quote to send (issue 14), rendered by RenderPrintJob (core/print): the
 * account's letterhead, the customer's address (CONTACT_DIRECTORY), the offer's facts, its
 * description and its calculation as positions and sums. The access of GET v1/offers/{id}:
 * staff only (portal users 403), the one policy (404 `offers.offer_not_found`; 404
 * `tenancy.other_account` for an offer the caller reads in another of their accounts).
 */
@ApiTags('offers')
@ApiBearerAuth()
@ApiSecurity('Account')
@ApiResponse({ status: 401, description: 'No or bad access token (auth.unauthorized)' })
@ApiResponse({
  status: 403,
  description: 'Account header problems (seed §8 messages), not role user (auth.forbidden; portal users), offers app off (offers.app_disabled)',
})
@Roles('user')
@UseGuards(OffersAppGuard)
@Controller('v1/offers')
export class OfferPrintController {
  private readonly names: PrintNames;

  constructor(
    private readonly callers: OfferCallers,
    private readonly reader: OfferReader,
    private readonly prints: PrintJobs,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
    @Inject(ACCOUNT_LETTERHEADS) accounts: AccountLetterheads,
    @Inject(TEAM_NAMES) teams: TeamNames,
    @Inject(USER_DIRECTORY) users: UserDirectory,
    @Inject(TYPE_CATALOG) types: TypeCatalog,
  ) {
    this.names = new PrintNames({ accounts, users, teams, types }, 'offer');
  }

  @PrintRoute(
    ':id/print',
    "The offer as a quote (PDF): letterhead, the customer's address, number, date, validity, title, description, " +
      'the positions (material, transport, hours × rate = amount) with subtotal, provision and total; page numbers',
  )
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({
    status: 404,
    description:
      'offers.offer_not_found: unknown, deleted, of another account or not readable; ' +
      'tenancy.other_account (with `account: { account_id, account_name }`): the offer is in another account of the caller where they may read it (seed §8)',
  })
  async print(
    @CurrentAccountId() accountId: string,
    @CurrentPrincipal() principal: RequestPrincipal,
    @Param('id', OfferIdPipe) id: string,
    @PrintLocale() locale: Locale,
    @Res({ passthrough: true }) response: Response,
  ) {
    const actor = await this.callers.actor(accountId, principal);
    const { row } = await this.reader.readableHereOrElsewhere({ ...principal, accountId }, actor, id);
    const offer = row.view;
    const [head, customer, users] = await Promise.all([
      this.names.head(accountId, locale),
      offer.contact ? this.contacts.find(accountId, offer.contact) : undefined,
      this.names.users([offer.author_user_id]),
    ]);
    const document = offerPrintDocument({
      head,
      offer,
      values: row.state,
      rates: row.state.rates,
      customer,
      author: users.get(offer.author_user_id),
    });
    const pdf = await this.prints.print(accountId, document);
    return pdfResponse(response, pdf, offer.number ?? `${printLabel(locale, 'offer')}-${offer.id.slice(0, 8)}`);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  hundredthsToNumber,
  ListOffersQuery,
  OFFER_OUTCOME_LABELS,
  OFFER_STATUS_LABELS,
  type DomainRefusal,
  type ExportKind,
} from '@kollab/contracts';
import {
  appRefusal,
  exportSelection,
  contactNameCache,
  exportTable,
  itemColumns,
  teamNameCache,
  userNameCache,
  type ExportColumn,
} from '../../../core/export/export-rows';
import type { ExportRequestFacts, ExportSource, ExportTable } from '../../../core/export/export-sources';
import { dayCell } from '../../../core/export/table-file';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_NAMES, type TeamNames } from '../../teams/public/team-names';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import { OFFERS_COLLECTION, offerListProjection, type OfferRow as StoredOfferRow } from '../projections/offer-list.projection';

/** What the export reads of an offer's row: its view and total. */
type OfferRow = Pick<StoredOfferRow, 'id' | 'view' | 'total_cents'>;
import { offerListFilter } from './list-offers.handler';
import { readableOffers } from './offer-page';
import { OfferReader } from './offer-reader';

const SHEET = { de: 'Angebote', en: 'Offers' };

/**
 * Offers for exports (issue 16): the rows of GET v1/offers with the same filters, order and
 * read scope (`readableOffers`: the requester's policy when the job runs). The total is a
 * number in euros (the row keeps it in cents), so that the spreadsheet adds it up; the offer's
 * date is the printed quote's (published, else created). The account needs the offers app, as
 * the list does (403 `offers.app_disabled`).
 */
@Injectable()
export class OfferExportSource implements ExportSource {
  readonly kinds: readonly ExportKind[] = ['offers'];
  readonly listQuery = ListOffersQuery;
  readonly projections = [offerListProjection];

  constructor(
    private readonly reader: OfferReader,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(TEAM_NAMES) private readonly teams: TeamNames,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  refusal({ actor }: Pick<ExportRequestFacts, 'actor'>): Promise<DomainRefusal | undefined> {
    return Promise.resolve(appRefusal(actor, 'offers'));
  }

  async table(facts: ExportRequestFacts): Promise<ExportTable> {
    const { accountId, actor, query, locale } = facts;
    const list = query as ListOffersQuery;
    const { where, search } = offerListFilter(list);
    const [types, { ids, documents, basis }] = await Promise.all([
      this.types.all(accountId, 'offer'),
      exportSelection(
        facts,
        OFFERS_COLLECTION,
        () => this.reader.rows(accountId),
        () => readableOffers(this.reader, accountId, actor, where, list.order, search),
        ['view', 'total_cents'],
      ),
    ]);
    const typeTitles = new Map(types.map((type) => [type.id, type.title]));
    const users = userNameCache(this.users);
    const teams = teamNameCache(this.teams, accountId);
    const contacts = contactNameCache(this.contacts, accountId);
    const prepare = async (docs: readonly OfferRow[]) => {
      await Promise.all([
        users.prime(docs.flatMap((row) => [row.view.author_user_id, row.view.created_by])),
        teams.prime(docs.flatMap((row) => (row.view.team ? [row.view.team] : []))),
        contacts.prime(docs.flatMap((row) => (row.view.contact ? [row.view.contact] : []))),
      ]);
    };
    const item = itemColumns((row: OfferRow) => row.view);
    const columns: Array<ExportColumn<OfferRow>> = [
      item.number,
      item.title,
      { header: { de: 'Typ', en: 'Type' }, width: 18, cell: (row) => (row.view.type ? (typeTitles.get(row.view.type) ?? '') : '') },
      { header: { de: 'Status', en: 'Status' }, width: 14, cell: (row) => OFFER_STATUS_LABELS[locale][row.view.status] },
      {
        header: { de: 'Ergebnis', en: 'Outcome' },
        width: 12,
        cell: (row) => (row.view.outcome ? OFFER_OUTCOME_LABELS[locale][row.view.outcome] : ''),
      },
      { header: { de: 'Kontakt', en: 'Contact' }, width: 30, cell: (row) => contacts.optional(row.view.contact) },
      { header: { de: 'Team', en: 'Team' }, width: 18, cell: (row) => teams.optional(row.view.team) },
      { header: { de: 'Summe (EUR)', en: 'Total (EUR)' }, width: 14, cell: (row) => hundredthsToNumber(row.total_cents) },
      {
        header: { de: 'Angebotsdatum', en: 'Offer date' },
        width: 12,
        cell: (row) => dayCell(row.view.published_at ?? row.view.created_at),
      },
      { header: { de: 'Gültig bis', en: 'Valid until' }, width: 12, cell: (row) => dayCell(row.view.valid_until) },
      { header: { de: 'Verfasser', en: 'Author' }, width: 20, cell: (row) => users.name(row.view.author_user_id) },
      { header: { de: 'Angelegt von', en: 'Created by' }, width: 20, cell: (row) => users.name(row.view.created_by) },
      item.createdAt,
      item.changedAt,
    ];
    return exportTable({ sheet: SHEET, locale, columns, ids, documents, prepare, basis });
  }
}

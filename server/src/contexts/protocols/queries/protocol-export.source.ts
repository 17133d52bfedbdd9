import { Inject, Injectable } from '@nestjs/common';
import { ListProtocolsQuery, PUBLISHED_LABELS, type DomainRefusal, type ExportKind, type ProtocolView } from '@kollab/contracts';
import {
  appRefusal,
  exportSelection,
  exportTable,
  itemColumns,
  teamNameCache,
  userNameCache,
  type ExportColumn,
} from '../../../core/export/export-rows';
import type { ExportRequestFacts, ExportSource, ExportTable } from '../../../core/export/export-sources';
import { dayCell } from '../../../core/export/table-file';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_NAMES, type TeamNames } from '../../teams/public/team-names';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import { PROTOCOL_INDEX_COLLECTION, protocolListProjection } from '../projections/protocol-list.projection';
import { protocolListFilter } from './list-protocols.handler';
import { ProtocolAccess } from './protocol-access';
import { readableProtocols } from './protocol-page';
import { ProtocolReader } from './protocol-reader';

const SHEET = { de: 'Protokolle', en: 'Protocols' };

/**
 * Protocols for exports (issue 16): the rows of GET v1/protocols with the same filters, order
 * and read scope (`readableProtocols`: the requester's scope keys when the job runs), as the
 * staff see them. The account needs the protocols app, as the list does (403 `protocols.app_disabled`).
 */
@Injectable()
export class ProtocolExportSource implements ExportSource {
  readonly kinds: readonly ExportKind[] = ['protocols'];
  readonly listQuery = ListProtocolsQuery;
  readonly projections = [protocolListProjection];

  constructor(
    private readonly reader: ProtocolReader,
    private readonly access: ProtocolAccess,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(TEAM_NAMES) private readonly teams: TeamNames,
  ) {}

  refusal({ actor }: Pick<ExportRequestFacts, 'actor'>): Promise<DomainRefusal | undefined> {
    return Promise.resolve(appRefusal(actor, 'protocols'));
  }

  async table(facts: ExportRequestFacts): Promise<ExportTable> {
    const { accountId, actor, query, locale } = facts;
    const list = query as ListProtocolsQuery;
    const { where, search } = protocolListFilter(list);
    const [types, { ids, basis }] = await Promise.all([
      this.types.all(accountId, 'protocol'),
      exportSelection(
        facts,
        PROTOCOL_INDEX_COLLECTION,
        () => this.reader.index(accountId),
        () => readableProtocols(this.access, accountId, actor, where, list.order, search),
        [],
      ),
    ]);
    const typeTitles = new Map(types.map((type) => [type.id, type.title]));
    const users = userNameCache(this.users);
    const teams = teamNameCache(this.teams, accountId);
    const prepare = async (views: readonly ProtocolView[]) => {
      await Promise.all([
        users.prime(views.flatMap((view) => [view.author, view.created_by, ...view.attendees, ...view.viewers])),
        teams.prime(views.flatMap((view) => view.teams)),
      ]);
    };
    const item = itemColumns((view: ProtocolView) => view);
    const columns: Array<ExportColumn<ProtocolView>> = [
      item.number,
      item.title,
      { header: { de: 'Typ', en: 'Type' }, width: 18, cell: (view) => (view.type ? (typeTitles.get(view.type) ?? '') : '') },
      {
        header: { de: 'Status', en: 'Status' },
        width: 14,
        cell: (view) => PUBLISHED_LABELS[locale][view.published ? 'published' : 'draft'],
      },
      { header: { de: 'Datum', en: 'Date' }, width: 12, cell: (view) => dayCell(view.date) },
      { header: { de: 'Teams', en: 'Teams' }, width: 24, cell: (view) => teams.list(view.teams) },
      { header: { de: 'Teilnehmende', en: 'Attendees' }, width: 30, cell: (view) => users.list(view.attendees) },
      { header: { de: 'Verteiler', en: 'Distribution list' }, width: 30, cell: (view) => users.list(view.viewers) },
      { header: { de: 'Verfasser', en: 'Author' }, width: 20, cell: (view) => users.name(view.author) },
      { header: { de: 'Angelegt von', en: 'Created by' }, width: 20, cell: (view) => users.name(view.created_by) },
      item.createdAt,
      item.changedAt,
    ];
    // The views, as the list answers them (a protocol deleted since the ids were read is left out).
    const documents = { getMany: (batch: readonly string[]) => this.reader.protocols(accountId, batch, facts.replay?.store) };
    return exportTable({ sheet: SHEET, locale, columns, ids, documents, prepare, basis });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DomainRefusal, type ExportListView, type ExportView, type ListExportsQuery } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { EXPORTS_COLLECTION, type ExportRow } from '../projections/export-list.projection';

/** What GET and the lists show of an export's row. */
export const exportViewOf = ({ state: _state, version: _version, ...view }: ExportRow): ExportView => view;

/** The requester's own exports: anybody else's reads as unknown (404). */
@Injectable()
export class ExportReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private rows(accountId: string) {
    return this.store.collection<ExportRow>(EXPORTS_COLLECTION).forAccount(accountId);
  }

  async mine(accountId: string, userId: string, query: ListExportsQuery): Promise<ExportListView> {
    const found = await this.rows(accountId).find({
      where: { requested_by: userId },
      sort: [{ field: 'created_at', direction: 'desc' }],
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
    });
    return { data: found.items.map(exportViewOf), meta: { page: found.page, limit: found.limit, total: found.total } };
  }

  /** Of `ids`, the exports `userId` asked for or, as a report run, gets by mail (what notifications may tell them of). */
  async readableBy(accountId: string, userId: string, ids: readonly string[]): Promise<Set<string>> {
    const rows = await this.rows(accountId).getMany(ids);
    return new Set(rows.filter((row) => row.requested_by === userId || row.state.schedule?.recipients.includes(userId)).map((row) => row.id));
  }

  async ownRow(accountId: string, userId: string, id: string): Promise<ExportRow> {
    const row = await this.rows(accountId).get(id);
    if (!row || row.requested_by !== userId) throw DomainRefusal.notFound('exports.export_not_found');
    return row;
  }

  async own(accountId: string, userId: string, id: string): Promise<ExportView> {
    return exportViewOf(await this.ownRow(accountId, userId, id));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DomainRefusal, type ExportView, type ReportRunListView, type ReportScheduleListView, type ReportScheduleView } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { EXPORTS_COLLECTION, type ExportRow } from '../projections/export-list.projection';
import { REPORT_SCHEDULES_COLLECTION, type ReportScheduleRow } from '../projections/report-schedule-list.projection';
import { exportViewOf } from './export-reader';

/** The account's scheduled reports and their runs (every manager of the account reads them). */
@Injectable()
export class ReportScheduleReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private schedules(accountId: string) {
    return this.store.collection<ReportScheduleRow>(REPORT_SCHEDULES_COLLECTION).forAccount(accountId);
  }

  private exports(accountId: string) {
    return this.store.collection<ExportRow>(EXPORTS_COLLECTION).forAccount(accountId);
  }

  async list(accountId: string, query: { page?: number; limit?: number }): Promise<ReportScheduleListView> {
    const found = await this.schedules(accountId).find({
      sort: [{ field: 'created_at', direction: 'desc' }],
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
    });
    return { data: await this.views(accountId, found.items), meta: { page: found.page, limit: found.limit, total: found.total } };
  }

  async get(accountId: string, id: string): Promise<ReportScheduleView> {
    const row = await this.schedules(accountId).get(id);
    if (!row) throw DomainRefusal.notFound('reports.schedule_not_found');
    return (await this.views(accountId, [row]))[0];
  }

  /** The runs of the account's schedules (of one with `scheduleId`), newest first. */
  async runs(accountId: string, query: { page?: number; limit?: number; scheduleId?: string }): Promise<ReportRunListView> {
    const found = await this.exports(accountId).find({
      where: { schedule_id: query.scheduleId ?? { exists: true } },
      sort: [{ field: 'created_at', direction: 'desc' }],
      page: query.page ?? 1,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
    });
    return { data: found.items.map(exportViewOf), meta: { page: found.page, limit: found.limit, total: found.total } };
  }

  async runRow(accountId: string, id: string): Promise<ExportRow> {
    const row = await this.exports(accountId).get(id);
    if (!row || row.schedule_id === null) throw DomainRefusal.notFound('reports.run_not_found');
    return row;
  }

  async run(accountId: string, id: string): Promise<ExportView> {
    return exportViewOf(await this.runRow(accountId, id));
  }

  /** The views with the status of each one's last run (read in one go). */
  private async views(accountId: string, rows: readonly ReportScheduleRow[]): Promise<ReportScheduleView[]> {
    const runIds = rows.flatMap((row) => (row.last_run ? [row.last_run.id] : []));
    const runs = new Map((await this.exports(accountId).getMany(runIds)).map((run) => [run.id, run.status]));
    return rows.map(({ state: _state, last_run, ...view }) => ({
      ...view,
      last_run: last_run ? { ...last_run, status: runs.get(last_run.id) ?? 'queued' } : null,
    }));
  }
}

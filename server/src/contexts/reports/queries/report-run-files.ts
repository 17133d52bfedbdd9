import { Inject, Injectable } from '@nestjs/common';
import { DomainRefusal } from '@kollab/contracts';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { EVENT_STORE, type EventStore } from '../../../core/event-store/event-store';
import { ExportSources, type ExportBasis } from '../../../core/export/export-sources';
import { tableFile } from '../../../core/export/table-file';
import { replayAsOf } from '../../../core/projections/replay-as-of';
import { exportAggregate } from '../commands/export.aggregate';

/**
 * GET v1/report_runs/{id}/file: a run rendered again as of its cut-off — its kind's read models
 * replayed from the events up to the position it recorded, its rows chosen by the query it
 * recorded (the owner's read scope then) — so it yields the rows it had, whatever changed or was
 * deleted since, also after its file expired. Names (people, teams, types) are today's.
 */
@Injectable()
export class ReportRunFiles {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly sources: ExportSources,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async render(accountId: string, runId: string): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
    const { state } = await this.repository.current(exportAggregate, accountId, runId);
    if (!state.schedule || !state.kind || !state.format || !state.requested_by) throw DomainRefusal.notFound('reports.run_not_found');
    const finished = state.status === 'done' || state.status === 'expired';
    if (!finished || !state.cut_off || !state.basis || !state.file) throw DomainRefusal.conflict('reports.run_not_finished');
    const source = this.sources.get(state.kind);
    if (!source.projections) throw DomainRefusal.conflict('reports.run_not_finished');
    const upTo = { position: state.cut_off.position, transactionId: state.cut_off.transaction_id };
    const store = await replayAsOf(this.events, accountId, source.projections, upTo);
    const query = await this.sources.checkFilter(state.kind, state.filter);
    const owner = { userId: state.requested_by, roles: [], flags: [], teams: [], portals: [] };
    const table = await source.table({
      accountId,
      actor: owner,
      kind: state.kind,
      query,
      surveyId: state.survey_id,
      locale: state.locale,
      replay: { store, basis: state.basis as ExportBasis },
    });
    const bytes = await tableFile(state.format, table.sections, state.locale);
    return { bytes, fileName: state.file.name, contentType: state.file.content_type };
  }
}

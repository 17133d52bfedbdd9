import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isRefusal, type ExportKind, type PolicyActor } from '@kollab/contracts';
import { commandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { EVENT_STORE, type EventStore } from '../../../core/event-store/event-store';
import { ExportSources } from '../../../core/export/export-sources';
import { replayAsOf } from '../../../core/projections/replay-as-of';
import { TABLE_CONTENT_TYPES, writeCsv, writeXlsx, type TableRow, type TableSection } from '../../../core/export/table-file';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import type { JobContext, JobDefinition } from '../../../core/jobs/job-queue';
import { PolicyService } from '../../access/public/policy.service';
import { exportAggregate } from '../commands/export.aggregate';
import { decideExport, type ExportCommand } from '../domain/export.decide';

export interface RenderExportJobData {
  account_id: string;
  export_id: string;
}

/** The stored file's kind (owner: the export). */
export const EXPORT_FILE_KIND = 'export_file';
/** Progress is recorded at most this often. */
const PROGRESS_EVERY_MS = 1000;
const ATTEMPTS = 2;

/** Who may export a kind at all, before its source's own refusals: managers. */
export const mayExport = (actor: PolicyActor | undefined): actor is PolicyActor => actor?.roles.includes('manager') === true;

/**
 * Renders one export (issue 16): asks the policy for the requester as they are now (no
 * longer an active manager: ExportFailed `exports.requester_not_allowed`, no file, no mail),
 * records the cut-off, the number of rows and how they were chosen (ExportStarted), streams the
 * rows of the kind's source (a report run: from its read models replayed up to the cut-off) into an xlsx or CSV file in a temporary folder, recording progress about once a
 * second, stores the file (FILE_STORE, kind export_file) and records ExportCompleted; the
 * mail and the expiry follow from that event. Runs again from the start after a worker died;
 * the last attempt's failure is recorded (`exports.render_failed`).
 */
@Injectable()
export class RenderExportJob implements JobDefinition<RenderExportJobData> {
  static readonly jobName = 'RenderExportJob';
  readonly name = RenderExportJob.jobName;
  readonly attempts = ATTEMPTS;
  private readonly logger = new Logger(RenderExportJob.name);

  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly policy: PolicyService,
    private readonly sources: ExportSources,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async handle(data: RenderExportJobData, job: JobContext): Promise<void> {
    const { state } = await this.repository.current(exportAggregate, data.account_id, data.export_id);
    if ((state.status !== 'queued' && state.status !== 'running') || !state.kind || !state.format || !state.requested_by) return;
    const step = (command: ExportCommand) =>
      this.repository.execute(exportAggregate, commandContext(data.account_id, null), data.export_id, (current) => decideExport(command, current));
    const actor = await this.policy.currentActor(data.account_id, state.requested_by);
    const kind: ExportKind = state.kind;
    const source = this.sources.get(kind);
    const refused =
      !mayExport(actor) || (await source.refusal?.({ accountId: data.account_id, actor, kind, surveyId: state.survey_id })) !== undefined;
    if (refused || !actor) {
      await step({ type: 'FailExport', data: { error: 'exports.requester_not_allowed' } });
      return;
    }
    const folder = await mkdtemp(join(tmpdir(), 'kollab-export-'));
    try {
      const head = await this.events.head();
      const query = await this.sources.checkFilter(kind, state.filter);
      // A report run reads its items replayed up to the cut-off, as its re-render will (reproducible by construction).
      const replay =
        state.schedule && source.projections ? { store: await replayAsOf(this.events, data.account_id, source.projections, head) } : undefined;
      const table = await source.table({ accountId: data.account_id, actor, kind, query, surveyId: state.survey_id, locale: state.locale, replay });
      await step({
        type: 'StartExport',
        data: {
          cut_off: { time: new Date().toISOString(), position: head.position, transaction_id: head.transactionId },
          rows_total: table.total,
          ...(table.basis ? { basis: table.basis } : {}),
        },
      });
      const path = join(folder, `export.${state.format}`);
      const rows = await this.write(state.format, table.sections, state.locale, path, (written) =>
        step({ type: 'RecordExportProgress', data: { rows: written } }),
      );
      const bytes = await readFile(path);
      const stored = await this.files.put(
        { accountId: data.account_id, kind: EXPORT_FILE_KIND, ownerId: data.export_id },
        bytes,
        TABLE_CONTENT_TYPES[state.format],
      );
      const fileName = `${table.fileStem}.${state.format}`;
      const completed = await step({
        type: 'CompleteExport',
        data: { rows, file_id: stored.id, file_name: fileName, content_type: stored.contentType, size: stored.size, now: new Date().toISOString() },
      });
      // A run that found the export finished meanwhile (two workers after a stall) keeps no second file.
      if (completed.duplicate) await this.files.delete(data.account_id, stored.id);
    } catch (error) {
      if (isRefusal(error)) {
        await step({ type: 'FailExport', data: { error: 'exports.requester_not_allowed' } });
        return;
      }
      if (job.attempt >= ATTEMPTS) {
        this.logger.error(`export ${data.export_id} failed: ${error instanceof Error ? error.message : String(error)}`);
        await step({ type: 'FailExport', data: { error: 'exports.render_failed' } });
        return;
      }
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Writes the sections to `path`, counting the rows and reporting them about once a second; the count. */
  private async write(
    format: 'xlsx' | 'csv',
    sections: readonly TableSection[],
    locale: 'de' | 'en',
    path: string,
    progress: (rows: number) => Promise<unknown>,
  ): Promise<number> {
    let written = 0;
    let reportedAt = Date.now();
    const counted = sections.map((section) => ({
      ...section,
      rows: (async function* (): AsyncIterable<TableRow> {
        for await (const row of section.rows) {
          yield row;
          written += 1;
          if (Date.now() - reportedAt >= PROGRESS_EVERY_MS) {
            reportedAt = Date.now();
            await progress(written);
          }
        }
      })(),
    }));
    const out = createWriteStream(path);
    await (format === 'xlsx' ? writeXlsx(counted, locale, out) : writeCsv(counted, locale, out));
    await finished(out);
    return written;
  }
}

import { ItemReaders } from '../../core/notify/item-readers';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { rooms } from '@kollab/contracts';
import { JOB_QUEUE, type JobQueue } from '../../core/jobs/job-queue';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { ReactionsService } from '../../core/reactions/reactions.service';
import { ViewAudiences } from '../../core/realtime/view-audiences';
import { ExportsController } from './api/exports.controller';
import { RequestExportHandler } from './commands/request-export.handler';
import { RenderExportJob } from './jobs/render-export.job';
import { ExpireExportJob, ExportMailJob } from './mail/export-mail';
import { EXPORTS_COLLECTION, exportListProjection, type ExportRow } from './projections/export-list.projection';
import { ExportReader } from './queries/export-reader';
import { exportCompletedReaction, renderExportReaction, reportSlotReaction } from './reactions/reports.reactions';
import { ReportSchedulesController } from './api/report-schedules.controller';
import { SaveReportScheduleHandler } from './commands/save-report-schedule.handler';
import { ReportSlotJob } from './jobs/report-slot.job';
import { reportScheduleListProjection } from './projections/report-schedule-list.projection';
import { ReportRunFiles } from './queries/report-run-files';
import { ReportScheduleReader } from './queries/report-schedule-reader';
import { Clock } from '../../core/clock';
import { EventSourcedRepository } from '../../core/aggregates/event-sourced-repository';
import { REPORT_SCHEDULES_COLLECTION } from './projections/report-schedule-list.projection';

/**
 * The reports context (issue 16): exports rendered by a job and mailed to their requester;
 * scheduled reports whose runs are reproducible as of their cut-off.
 * The kinds' rows come from the contexts that own them (core/export/export-sources.ts).
 */
@Module({
  controllers: [ExportsController, ReportSchedulesController],
  providers: [
    RequestExportHandler,
    ExportReader,
    RenderExportJob,
    ExportMailJob,
    ExpireExportJob,
    SaveReportScheduleHandler,
    ReportScheduleReader,
    ReportRunFiles,
    ReportSlotJob,
  ],
})
export class ReportsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly reactions: ReactionsService,
    private readonly audiences: ViewAudiences,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly render: RenderExportJob,
    private readonly mail: ExportMailJob,
    private readonly expire: ExpireExportJob,
    private readonly slots: ReportSlotJob,
    private readonly repository: EventSourcedRepository,
    private readonly clock: Clock,
    private readonly exportReader: ExportReader,
    private readonly itemReaders: ItemReaders,
  ) {}

  onModuleInit(): void {
    this.projections.register(exportListProjection);
    this.projections.register(reportScheduleListProjection);
    for (const job of [this.render, this.mail, this.expire]) this.jobs.register(job);
    this.jobs.register(this.slots);
    this.reactions.register(renderExportReaction);
    this.reactions.register(exportCompletedReaction(this.clock));
    this.reactions.register(reportSlotReaction(this.repository, this.clock));
    // Notifications of a finished export go to its requester (a run: its recipients).
    this.itemReaders.register('export', (accountId, userId, ids) => this.exportReader.readableBy(accountId, userId, ids));
    // Only the requester follows an export (its progress, its end).
    this.audiences.register({
      collection: EXPORTS_COLLECTION,
      context: 'exports',
      view: 'export',
      rooms: (change) => {
        const row = change.doc as ExportRow | null;
        return row ? [rooms.user(row.requested_by)] : [];
      },
    });
    // Every manager of the account sees its scheduled reports change.
    this.audiences.register({
      collection: REPORT_SCHEDULES_COLLECTION,
      context: 'reports',
      view: 'reportSchedule',
      rooms: (change) => [rooms.role(change.accountId, 'manager')],
    });
  }
}

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
import { exportCompletedReaction, renderExportReaction } from './reactions/export.reactions';

/**
 * The reports context (issue 16): exports rendered by a job and mailed to their requester.
 * The kinds' rows come from the contexts that own them (core/export/export-sources.ts).
 */
@Module({
  controllers: [ExportsController],
  providers: [RequestExportHandler, ExportReader, RenderExportJob, ExportMailJob, ExpireExportJob],
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
  ) {}

  onModuleInit(): void {
    this.projections.register(exportListProjection);
    for (const job of [this.render, this.mail, this.expire]) this.jobs.register(job);
    this.reactions.register(renderExportReaction);
    this.reactions.register(exportCompletedReaction());
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
  }
}

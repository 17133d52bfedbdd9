import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobQueue } from '../jobs/job-queue';
import { PrintJobs } from './print-jobs';
import { RenderPrintJob } from './render-print.job';

/**
 * Printing to PDF by a job (README.md): imported by the contexts that print (tasks,
 * protocols); one instance, so RenderPrintJob is registered once.
 */
@Module({
  providers: [PrintJobs, RenderPrintJob],
  exports: [PrintJobs],
})
export class PrintModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly job: RenderPrintJob,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this.job);
  }
}

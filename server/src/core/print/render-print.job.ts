import { Injectable } from '@nestjs/common';
import type { JobContext, JobDefinition } from '../jobs/job-queue';
import { RENDER_PRINT_JOB, type PrintJobData } from './print-document';
import { PrintJobs } from './print-jobs';

export type RenderPrintJobData = PrintJobData;

/**
 * Renders a print document to PDF and stores it for the waiting request (the task list,
 * a task, a protocol: the route checked the policy and built the document). Two runs at
 * most; a retry renders again and stores nothing twice.
 */
@Injectable()
export class RenderPrintJob implements JobDefinition<RenderPrintJobData> {
  static readonly jobName = RENDER_PRINT_JOB;
  readonly name = RenderPrintJob.jobName;
  readonly attempts = 2;
  readonly backoffMs = 200;

  constructor(private readonly prints: PrintJobs) {}

  handle(data: RenderPrintJobData, context: JobContext): Promise<void> {
    return this.prints.render(data, context.jobId);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { JobDefinition } from '../jobs/job-queue';
import { MAILER, type Mailer, type MailMessage } from './mailer';

export type SendMailJobData = MailMessage;

/**
 * Delivers one message through the Mailer. Mail goes through the job queue so that an
 * SMTP server that is down or slow delays the message instead of losing it: 8 runs
 * over about 20 minutes (5 s, 10 s, 20 s … between them).
 */
@Injectable()
export class SendMailJob implements JobDefinition<SendMailJobData> {
  static readonly jobName = 'SendMailJob';
  readonly name = SendMailJob.jobName;
  readonly attempts = 8;
  readonly backoffMs = 5000;

  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  async handle(data: SendMailJobData): Promise<void> {
    await this.mailer.send(data);
  }
}

import { join } from 'node:path';
import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JOB_QUEUE, type JobQueue } from '../jobs/job-queue';
import { MAILER, type Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SendMailJob } from './send-mail.job';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(join(config.dataDir, 'mail'), config.mailFrom);
}

/**
 * Provides MAILER (SMTP when SMTP_URL is set, else the outbox) and registers SendMailJob.
 * Needs JobsModule and FILE_STORE (the global FilesModule), from which the job reads attachments.
 */
@Global()
@Module({
  providers: [{ provide: MAILER, inject: [APP_CONFIG], useFactory: createMailer }, SendMailJob],
  exports: [MAILER],
})
export class MailModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly sendMail: SendMailJob,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this.sendMail);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { JOB_QUEUE, jobIdFor, type JobQueue } from '../../../core/jobs/job-queue';
import { SendMailJob, type SendMailJobData } from '../../../core/mail/send-mail.job';
import { ONE_TIME_TOKEN_TTL_SECONDS } from '../secrets/one-time-token.store';
import { activationMail, emailCodeMail, passwordResetMail, type MailRecipient } from './identity-mail.templates';

/**
 * Queues the identity mails. Each is keyed on the event that caused it (an explicit
 * event id), so a retried command never mails twice. The secret travels in the job
 * only, never in an event, hence no reaction: a reaction sees nothing but the event.
 */
@Injectable()
export class IdentityMailer {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  activation(recipient: MailRecipient, token: string, eventId: string): Promise<void> {
    const link = `${this.config.publicUrl}/activate?token=${encodeURIComponent(token)}`;
    const validDays = ONE_TIME_TOKEN_TTL_SECONDS.activation / 86400;
    return this.send(recipient.email, activationMail(recipient, { link, validDays }), eventId);
  }

  passwordReset(recipient: MailRecipient, token: string, eventId: string): Promise<void> {
    const link = `${this.config.publicUrl}/reset-password/${encodeURIComponent(token)}`;
    const validHours = ONE_TIME_TOKEN_TTL_SECONDS.password_reset / 3600;
    return this.send(recipient.email, passwordResetMail(recipient, { link, validHours }), eventId);
  }

  /** The code goes to the new address: receiving it is the proof. */
  emailCode(recipient: MailRecipient, newEmail: string, code: string, eventId: string): Promise<void> {
    const validMinutes = ONE_TIME_TOKEN_TTL_SECONDS.email_code / 60;
    return this.send(newEmail, emailCodeMail(recipient, { code, validMinutes }), eventId);
  }

  private async send(to: string, message: Omit<SendMailJobData, 'to'>, eventId: string): Promise<void> {
    await this.jobs.enqueue<SendMailJobData>(SendMailJob.jobName, { to, ...message }, {
      jobId: jobIdFor(eventId, SendMailJob.jobName),
    });
  }
}

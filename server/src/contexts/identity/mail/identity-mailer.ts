import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { JOB_QUEUE, jobIdFor, type JobQueue } from '../../../core/jobs/job-queue';
import { fromSender, MAIL_SENDERS, type MailSenders } from '../../../core/mail/mail-senders';
import { SendMailJob, type SendMailJobData } from '../../../core/mail/send-mail.job';
import { SYSTEM_ACCOUNT_ID } from '../domain/user.state';
import { ONE_TIME_TOKEN_TTL_SECONDS } from '../secrets/one-time-token.store';
import { activationMail, emailCodeMail, passwordResetMail, type MailRecipient } from './identity-mail.templates';

/**
 * Queues the identity mails, for IdentityMailJob (which mints the secret). Each is keyed
 * on the event that caused it, so a job that runs again never mails twice. A mail caused for an organisation (`onBehalfOf` of the command context: a manager created
 * the user, resent the welcome mail or sent a reset link) carries that organisation as
 * sender (MAIL_SENDERS: From's name, its Reply-To when set); the user's own requests do not.
 */
@Injectable()
export class IdentityMailer {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_SENDERS) private readonly senders: MailSenders,
  ) {}

  activation(recipient: MailRecipient, token: string, eventId: string, onBehalfOf?: string): Promise<void> {
    const link = `${this.config.publicUrl}/activate?token=${encodeURIComponent(token)}`;
    const validDays = ONE_TIME_TOKEN_TTL_SECONDS.activation / 86400;
    return this.send(recipient.email, activationMail(recipient, { link, validDays }), eventId, onBehalfOf);
  }

  passwordReset(recipient: MailRecipient, token: string, eventId: string, onBehalfOf?: string): Promise<void> {
    const link = `${this.config.publicUrl}/reset-password/${encodeURIComponent(token)}`;
    const validHours = ONE_TIME_TOKEN_TTL_SECONDS.password_reset / 3600;
    return this.send(recipient.email, passwordResetMail(recipient, { link, validHours }), eventId, onBehalfOf);
  }

  /** The code goes to the new address: receiving it is the proof. */
  emailCode(recipient: MailRecipient, newEmail: string, code: string, eventId: string): Promise<void> {
    const validMinutes = ONE_TIME_TOKEN_TTL_SECONDS.email_code / 60;
    return this.send(newEmail, emailCodeMail(recipient, { code, validMinutes }), eventId);
  }

  private async send(to: string, message: Omit<SendMailJobData, 'to'>, eventId: string, onBehalfOf?: string): Promise<void> {
    const sender = onBehalfOf && onBehalfOf !== SYSTEM_ACCOUNT_ID ? await this.senders.senderFor(onBehalfOf) : undefined;
    await this.jobs.enqueue<SendMailJobData>(SendMailJob.jobName, fromSender({ to, ...message }, sender), {
      jobId: jobIdFor(eventId, SendMailJob.jobName),
    });
  }
}

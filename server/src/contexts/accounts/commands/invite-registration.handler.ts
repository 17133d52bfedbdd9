import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InviteRegistrationInput, RegistrationInvitationView } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { JOB_QUEUE, jobIdFor, type JobQueue } from '../../../core/jobs/job-queue';
import { SendMailJob, type SendMailJobData } from '../../../core/mail/send-mail.job';
import { registrationInvitationMail } from '../mail/registration-invitation.mail';
import { REGISTRATION_VALID_DAYS, RegistrationInvitations } from '../store/registration-invitations';

export class InviteRegistration {
  constructor(
    readonly context: CommandContext,
    readonly input: InviteRegistrationInput,
  ) {}
}

/** An admin invites someone to register an organisation: a link `${publicUrl}/register?token=…` by mail. */
@CommandHandler(InviteRegistration)
export class InviteRegistrationHandler implements ICommandHandler<InviteRegistration, RegistrationInvitationView> {
  constructor(
    private readonly invitations: RegistrationInvitations,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ context, input }: InviteRegistration): Promise<RegistrationInvitationView> {
    const locale = input.locale ?? 'de';
    const email = input.email.trim();
    const invitation = await this.invitations.create(email, locale, context.actorId ?? 'system', context.now);
    const link = `${this.config.publicUrl.replace(/\/$/, '')}/register?token=${encodeURIComponent(invitation.token)}`;
    const mail: SendMailJobData = registrationInvitationMail(email, locale, link, REGISTRATION_VALID_DAYS);
    await this.jobs.enqueue(SendMailJob.jobName, mail, { jobId: jobIdFor(invitation.id, SendMailJob.jobName) });
    return { id: invitation.id, email, expires_at: invitation.expires_at };
  }
}

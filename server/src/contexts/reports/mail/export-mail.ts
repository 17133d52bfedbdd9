import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { commandContext } from '../../../core/aggregates/command-context';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import { JOB_QUEUE, jobIdFor, type JobDefinition, type JobQueue } from '../../../core/jobs/job-queue';
import { fromSender, MAIL_SENDERS, type MailSenders } from '../../../core/mail/mail-senders';
import type { MailMessage } from '../../../core/mail/mailer';
import { SendMailJob, type SendMailJobData } from '../../../core/mail/send-mail.job';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { activeManagersAmong } from '../queries/active-managers';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { exportAggregate } from '../commands/export.aggregate';
import { decideExport } from '../domain/export.decide';
import type { ExportState } from '../domain/export.state';

export interface ExportStepJobData {
  account_id: string;
  export_id: string;
  /** The ExportCompleted event: keys the job. */
  event_id: string;
}

const KIND_NAMES = {
  de: { claims: 'Reklamationen', tasks: 'Aufgaben', protocols: 'Protokolle', offers: 'Angebote', survey_results: 'Umfrageergebnisse' },
  en: { claims: 'Claims', tasks: 'Tasks', protocols: 'Protocols', offers: 'Offers', survey_results: 'Survey results' },
} as const;

const germanTime = (iso: string): string => {
  const at = new Date(iso);
  return `${String(at.getUTCDate()).padStart(2, '0')}.${String(at.getUTCMonth() + 1).padStart(2, '0')}.${at.getUTCFullYear()}`;
};

/**
 * The mail of a finished export or report run, in the recipient's language: the file attached,
 * or a link to it when it is bigger than 10 MB. A run names itself a report and its day.
 */
export function exportMail(state: ExportState, recipient: { email: string; name: string; locale: 'de' | 'en' }, link: string): MailMessage {
  const { email: to, name, locale } = recipient;
  const kind = KIND_NAMES[locale][state.kind ?? 'tasks'];
  const count = state.rows.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB');
  const rows = locale === 'de' ? `${count} ${state.rows === 1 ? 'Zeile' : 'Zeilen'}` : `${count} ${state.rows === 1 ? 'row' : 'rows'}`;
  const attached = state.delivery === 'attached';
  const slot = state.schedule?.slot;
  if (locale === 'en') {
    const where = attached ? 'The file is attached.' : `The file is too big to attach; download it here (until it is deleted after 7 days):\n${link}`;
    const subject = slot ? `Report: ${kind} of ${slot.slice(0, 10)} (${rows})` : `Export ready: ${kind} (${rows})`;
    const lead = slot ? `the scheduled report of ${kind.toLowerCase()} is ready` : `your export of ${kind.toLowerCase()} is ready`;
    return { to, subject, text: `Hello ${name},\n\n${lead}: ${rows}.\n${where}\n` };
  }
  const where = attached
    ? 'Die Datei ist angehängt.'
    : `Die Datei ist zu groß für einen Anhang; Sie laden sie hier herunter (bis sie nach 7 Tagen gelöscht wird):\n${link}`;
  const subject = slot ? `Bericht: ${kind} vom ${germanTime(slot)} (${rows})` : `Export fertig: ${kind} (${rows})`;
  const lead = slot ? `der geplante Bericht der ${kind} ist fertig` : `Ihr Export der ${kind} ist fertig`;
  return { to, subject, text: `Hallo ${name},\n\n${lead}: ${rows}.\n${where}\n` };
}

/**
 * Writes the mails of a finished export and queues them (SendMailJob retries delivery): to its
 * requester, or to a report run's recipients who are still active managers of the account. An
 * export no longer done, or a recipient gone, mails nothing.
 */
@Injectable()
export class ExportMailJob implements JobDefinition<ExportStepJobData> {
  static readonly jobName = 'ExportMailJob';
  readonly name = ExportMailJob.jobName;

  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_SENDERS) private readonly senders: MailSenders,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
  ) {}

  async handle(data: ExportStepJobData): Promise<void> {
    const { state } = await this.repository.current(exportAggregate, data.account_id, data.export_id);
    if (state.status !== 'done' || !state.file || !state.requested_by) return;
    const file = state.file;
    const recipients = state.schedule
      ? await activeManagersAmong(this.memberships, data.account_id, state.schedule.recipients)
      : [state.requested_by];
    const sender = await this.senders.senderFor(data.account_id);
    const link = state.schedule
      ? `${this.config.publicUrl}/reports?run=${data.export_id}`
      : `${this.config.publicUrl}/reports?export=${data.export_id}`;
    const attachments =
      state.delivery === 'attached'
        ? [{ filename: file.name, contentType: file.content_type, file: { accountId: data.account_id, fileId: file.id } }]
        : [];
    for (const user of await this.users.getUsers(recipients)) {
      const message = exportMail(state, { email: user.email, name: user.full_name || user.username, locale: user.locale }, link);
      await this.jobs.enqueue<SendMailJobData>(
        SendMailJob.jobName,
        fromSender({ ...message, ...(attachments.length > 0 ? { attachments } : {}) }, sender),
        { jobId: jobIdFor(data.event_id, SendMailJob.jobName, user.id) },
      );
    }
  }
}

/** Seven days after it was made, the export's file is deleted (ExportExpired); GET …/file is 404 exports.expired from its expiry on either way. */
@Injectable()
export class ExpireExportJob implements JobDefinition<ExportStepJobData> {
  static readonly jobName = 'ExpireExportJob';
  readonly name = ExpireExportJob.jobName;

  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async handle(data: ExportStepJobData): Promise<void> {
    const { state } = await this.repository.current(exportAggregate, data.account_id, data.export_id);
    if (state.status !== 'done' || !state.file) return;
    await this.files.delete(data.account_id, state.file.id);
    await this.repository.execute(exportAggregate, commandContext(data.account_id, null), data.export_id, (current) =>
      decideExport({ type: 'ExpireExport', data: {} }, current),
    );
  }
}

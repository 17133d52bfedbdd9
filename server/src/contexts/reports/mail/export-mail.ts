import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { commandContext } from '../../../core/aggregates/command-context';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { FILE_STORE, type FileStore } from '../../../core/files/file-store';
import { JOB_QUEUE, jobIdFor, type JobDefinition, type JobQueue } from '../../../core/jobs/job-queue';
import { fromSender, MAIL_SENDERS, type MailSenders } from '../../../core/mail/mail-senders';
import type { MailMessage } from '../../../core/mail/mailer';
import { SendMailJob, type SendMailJobData } from '../../../core/mail/send-mail.job';
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

/** The mail of a finished export, in the requester's language: the file attached, or a link to it when it is bigger than 10 MB. */
export function exportMail(state: ExportState, to: string, name: string, link: string): MailMessage {
  const kind = KIND_NAMES[state.locale][state.kind ?? 'tasks'];
  const rows = state.rows.toLocaleString(state.locale === 'de' ? 'de-DE' : 'en-GB');
  const attached = state.delivery === 'attached';
  if (state.locale === 'en') {
    const where = attached ? 'The file is attached.' : `The file is too big to attach; download it here (until it is deleted after 7 days):\n${link}`;
    return {
      to,
      subject: `Export ready: ${kind} (${rows} rows)`,
      text: `Hello ${name},\n\nyour export of ${kind.toLowerCase()} is ready: ${rows} rows.\n${where}\n`,
    };
  }
  const where = attached
    ? 'Die Datei ist angehängt.'
    : `Die Datei ist zu groß für einen Anhang; Sie laden sie hier herunter (bis sie nach 7 Tagen gelöscht wird):\n${link}`;
  return {
    to,
    subject: `Export fertig: ${kind} (${rows} Zeilen)`,
    text: `Hallo ${name},\n\nIhr Export der ${kind} ist fertig: ${rows} Zeilen.\n${where}\n`,
  };
}

/** Writes the requester's mail and queues it (SendMailJob retries delivery); an export no longer done, or a requester gone, mails nothing. */
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
  ) {}

  async handle(data: ExportStepJobData): Promise<void> {
    const { state } = await this.repository.current(exportAggregate, data.account_id, data.export_id);
    if (state.status !== 'done' || !state.file || !state.requested_by) return;
    const user = await this.users.getUser(state.requested_by);
    if (!user) return;
    const sender = await this.senders.senderFor(data.account_id);
    const message = exportMail(state, user.email, user.full_name || user.username, `${this.config.publicUrl}/reports?export=${data.export_id}`);
    const attachments =
      state.delivery === 'attached'
        ? [{ filename: state.file.name, contentType: state.file.content_type, file: { accountId: data.account_id, fileId: state.file.id } }]
        : [];
    await this.jobs.enqueue<SendMailJobData>(
      SendMailJob.jobName,
      fromSender({ ...message, ...(attachments.length > 0 ? { attachments } : {}) }, sender),
      { jobId: jobIdFor(data.event_id, SendMailJob.jobName) },
    );
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

import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { JOB_QUEUE, jobIdFor, type JobDefinition, type JobQueue } from '../../../core/jobs/job-queue';
import { fromSender, MAIL_SENDERS, type MailSenders } from '../../../core/mail/mail-senders';
import type { MailMessage } from '../../../core/mail/mailer';
import { SendMailJob, type SendMailJobData } from '../../../core/mail/send-mail.job';
import type { Reaction, ReactionJob } from '../../../core/reactions/reaction';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { surveyAggregate } from '../commands/survey.aggregate';
import type { SurveyAssigneesChanged, SurveyReminderSent } from '../domain/survey.events';

export type SurveyMailKind = 'invitation' | 'reminder';

export interface SurveyMailJobData {
  account_id: string;
  survey_id: string;
  kind: SurveyMailKind;
  user_id: string;
  /** The event that asked for the mail: keys the mail's job. */
  event_id: string;
}

export interface SurveyMailFacts {
  name: string;
  title: string;
  due_date: string | null;
  link: string;
  anonymous: boolean;
}

const germanDate = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The invitation and reminder mails, in the recipient's language. */
export function surveyMail(kind: SurveyMailKind, to: string, locale: 'de' | 'en', facts: SurveyMailFacts): MailMessage {
  const { name, title, due_date, link, anonymous } = facts;
  if (locale === 'en') {
    const until = due_date ? ` by ${due_date}` : '';
    const subject = kind === 'invitation' ? `Survey: ${title}` : `Reminder: survey "${title}" is due tomorrow`;
    const lead =
      kind === 'invitation'
        ? `You are invited to answer the survey "${title}"${until}.`
        : `The survey "${title}" is due tomorrow, and your answers are still missing.`;
    const privacy = anonymous ? '\nYour answers are anonymous: nobody can tell which answers are yours.\n' : '';
    return { to, subject, text: `Hello ${name},\n\n${lead}\n${privacy}\n${link}\n` };
  }
  const until = due_date ? ` bis zum ${germanDate(due_date)}` : '';
  const subject = kind === 'invitation' ? `Umfrage: ${title}` : `Erinnerung: Die Umfrage „${title}“ endet morgen`;
  const lead =
    kind === 'invitation'
      ? `Sie sind eingeladen, die Umfrage „${title}“${until} zu beantworten.`
      : `Die Umfrage „${title}“ endet morgen, und Ihre Antworten fehlen noch.`;
  const privacy = anonymous ? '\nIhre Antworten sind anonym: Niemand kann erkennen, welche Antworten von Ihnen stammen.\n' : '';
  return { to, subject, text: `Hallo ${name},\n\n${lead}\n${privacy}\n${link}\n` };
}

const surveyIdOf = (event: RecordedEvent): string => event.streamId.slice(`${surveyAggregate.type}-`.length);

/**
 * Publishing invites every assignee; assignees added to a published survey are invited; the
 * reminder job's SurveyReminderSent mails those it names. One mail job per recipient, keyed
 * by the event (a re-read event mails nobody twice). Reads the survey as the event left it.
 */
export function surveyMailReaction(repository: EventSourcedRepository): Reaction {
  return {
    name: 'surveys-mails',
    eventTypes: ['SurveyPublished', 'SurveyAssigneesChanged', 'SurveyReminderSent'],
    async react(event: RecordedEvent): Promise<ReactionJob[]> {
      const account_id = event.metadata.accountId;
      const survey_id = surveyIdOf(event);
      const jobs = (kind: SurveyMailKind, userIds: readonly string[]): ReactionJob[] =>
        userIds.map((user_id) => {
          const data: SurveyMailJobData = { account_id, survey_id, kind, user_id, event_id: event.eventId };
          return { job: SurveyMailJob.jobName, data, key: user_id };
        });
      if (event.type === 'SurveyReminderSent') return jobs('reminder', (event.data as SurveyReminderSent['data']).user_ids);
      const { state } = await repository.load(surveyAggregate, account_id, survey_id, { toVersion: event.streamPosition });
      if (state.lifecycle !== 'live' || state.status === 'draft' || state.status === 'closed') return [];
      if (event.type === 'SurveyPublished')
        return jobs(
          'invitation',
          state.assignees.map((assignee) => assignee.user_id),
        );
      return jobs('invitation', (event.data as SurveyAssigneesChanged['data']).added);
    },
  };
}

/**
 * Writes one invitation or reminder and queues it (SendMailJob retries delivery): the
 * recipient's name and language, the survey's title, due date and answer link, the
 * organisation as sender. A survey deleted or closed meanwhile, an assignee removed or done,
 * or an invitation to the author themselves mails nothing.
 */
@Injectable()
export class SurveyMailJob implements JobDefinition<SurveyMailJobData> {
  static readonly jobName = 'SurveyMailJob';
  readonly name = SurveyMailJob.jobName;

  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_SENDERS) private readonly senders: MailSenders,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async handle(data: SurveyMailJobData): Promise<void> {
    const { state } = await this.repository.current(surveyAggregate, data.account_id, data.survey_id);
    if (state.lifecycle !== 'live' || state.status === 'draft' || state.status === 'closed') return;
    const assignee = state.assignees.find((candidate) => candidate.user_id === data.user_id);
    if (!assignee || assignee.status === 'closed' || assignee.status === 'overdue') return;
    // The author who assigned themselves published it: no invitation to read their own survey.
    if (data.kind === 'invitation' && data.user_id === state.created_by) return;
    const user = await this.users.getUser(data.user_id);
    if (!user) return;
    const sender = await this.senders.senderFor(data.account_id);
    const message = surveyMail(data.kind, user.email, user.locale, {
      name: user.full_name || user.username,
      title: state.title,
      due_date: state.due_date,
      link: `${this.config.publicUrl}/surveys/${data.survey_id}/answer`,
      anonymous: state.anonymous,
    });
    await this.jobs.enqueue<SendMailJobData>(SendMailJob.jobName, fromSender(message, sender), {
      jobId: jobIdFor(data.event_id, SendMailJob.jobName, data.user_id),
    });
  }
}

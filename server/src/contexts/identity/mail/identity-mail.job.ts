import { Injectable } from '@nestjs/common';
import type { Recorded, RecordedEvent } from '../../../core/event-store/event-store.types';
import type { JobDefinition } from '../../../core/jobs/job-queue';
import type { Reaction } from '../../../core/reactions/reaction';
import type { UserEvent } from '../domain/user.events';
import { USER_STREAM_TYPE } from '../domain/user.state';
import { recipientOf, UserStream } from '../commands/user-stream';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { IdentityMailer } from './identity-mailer';

export interface IdentityMailJobData {
  kind: 'activation' | 'password_reset' | 'email_code';
  user_id: string;
  /** The event that asked for the mail: keys the token's secret and the mail's job. */
  event_id: string;
  /** The event's time: the link is valid from then. */
  occurred_at: string;
  /** The organisation the mail is sent for (the event's metadata.onBehalfOf). */
  on_behalf_of?: string;
  /** email_code: the address the code goes to. */
  new_email?: string;
}

const userOfStream = (streamId: string): string => streamId.slice(USER_STREAM_TYPE.length + 1);

/**
 * The identity mails follow from the user's events, read from the event store by a
 * checkpointed reaction (an outbox): a mail is never lost between the append and the
 * queue (a crash, Redis down), and each event mails once (its job ids derive from the
 * event id). The secret never travels in an event: the job mints it.
 */
export const identityMailReaction: Reaction = {
  name: 'identity-mails',
  eventTypes: ['UserCreated', 'UserActivationLinkSent', 'UserPasswordResetRequested', 'UserEmailChangeRequested'],
  react(recorded: RecordedEvent) {
    const event = recorded as Recorded<UserEvent>;
    const base = {
      user_id: userOfStream(recorded.streamId),
      event_id: recorded.eventId,
      occurred_at: recorded.metadata.occurredAt,
      ...(recorded.metadata.onBehalfOf ? { on_behalf_of: recorded.metadata.onBehalfOf } : {}),
    };
    let data: IdentityMailJobData;
    switch (event.type) {
      case 'UserCreated':
        // A user created with a password of their own is active at once: no link to mail.
        if (event.data.activation === 'password') return [];
        data = { ...base, kind: 'activation' };
        break;
      case 'UserActivationLinkSent':
        data = { ...base, kind: 'activation' };
        break;
      case 'UserPasswordResetRequested':
        data = { ...base, kind: 'password_reset' };
        break;
      case 'UserEmailChangeRequested':
        data = { ...base, kind: 'email_code', new_email: event.data.new_email };
        break;
      default:
        return [];
    }
    return [{ job: IdentityMailJob.jobName, data }];
  },
};

/**
 * Mints the link or code an identity event asked for and queues its mail. Runs again
 * safely: the same event gives the same secret (OneTimeTokenStore.issueFor) and the same
 * mail job id. A request superseded by a newer one of its kind, or a user erased
 * meanwhile, mails nothing.
 */
@Injectable()
export class IdentityMailJob implements JobDefinition<IdentityMailJobData> {
  static readonly jobName = 'IdentityMailJob';
  readonly name = IdentityMailJob.jobName;

  constructor(
    private readonly users: UserStream,
    private readonly oneTime: OneTimeTokenStore,
    private readonly mailer: IdentityMailer,
  ) {}

  async handle(data: IdentityMailJobData): Promise<void> {
    const { state } = await this.users.load(data.user_id);
    if (!state.exists || state.erased) return;
    const cause = { eventId: data.event_id, at: new Date(data.occurred_at) };
    const recipient = recipientOf(state);
    switch (data.kind) {
      case 'activation': {
        const token = await this.oneTime.issueFor('activation', data.user_id, cause);
        if (token) await this.mailer.activation(recipient, token, data.event_id, data.on_behalf_of);
        return;
      }
      case 'password_reset': {
        const token = await this.oneTime.issueFor('password_reset', data.user_id, cause);
        if (token) await this.mailer.passwordReset(recipient, token, data.event_id, data.on_behalf_of);
        return;
      }
      case 'email_code': {
        const email = data.new_email ?? '';
        const code = await this.oneTime.issueFor('email_code', data.user_id, cause, { email });
        if (code) await this.mailer.emailCode(recipient, email, code, data.event_id);
        return;
      }
    }
  }
}

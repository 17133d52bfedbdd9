import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { identityMailReaction, IdentityMailJob } from './identity-mail.job';

const recorded = (type: string, data: unknown, metadata: Partial<RecordedEvent['metadata']> = {}): RecordedEvent =>
  ({
    eventId: 'event-1',
    streamId: 'user-2f0c',
    type,
    data,
    metadata: {
      accountId: '_system',
      actorId: null,
      occurredAt: '2026-11-27T10:00:00.000Z',
      correlationId: 'c',
      causationId: null,
      schemaVersion: 1,
      ...metadata,
    },
  }) as unknown as RecordedEvent;

describe('identityMailReaction', () => {
  it('asks for one IdentityMailJob per mailing event, with the user, the event, its time and the organisation', async () => {
    expect(await identityMailReaction.react(recorded('UserPasswordResetRequested', {}, { onBehalfOf: 'acc-1' }))).toEqual([
      {
        job: IdentityMailJob.jobName,
        data: { kind: 'password_reset', user_id: '2f0c', event_id: 'event-1', occurred_at: '2026-11-27T10:00:00.000Z', on_behalf_of: 'acc-1' },
      },
    ]);
    expect(await identityMailReaction.react(recorded('UserActivationLinkSent', {}))).toMatchObject([{ data: { kind: 'activation' } }]);
    expect(await identityMailReaction.react(recorded('UserEmailChangeRequested', { new_email: 'a@new.test' }))).toMatchObject([
      { data: { kind: 'email_code', new_email: 'a@new.test' } },
    ]);
  });

  it('mails an activation link to a created user unless they chose their password', async () => {
    expect(await identityMailReaction.react(recorded('UserCreated', { activation: 'link' }))).toMatchObject([{ data: { kind: 'activation' } }]);
    expect(await identityMailReaction.react(recorded('UserCreated', { activation: 'temporary_password' }))).toHaveLength(1);
    expect(await identityMailReaction.react(recorded('UserCreated', { activation: 'password' }))).toEqual([]);
  });
});

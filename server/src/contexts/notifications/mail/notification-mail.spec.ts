import type { NotificationView } from '@kollab/contracts';
import { decideMail, evolveMail, initialMailState } from '../domain/notification-mail';
import { decideSettings, defaultNotificationSettings, mailModeFor } from '../domain/notification-settings';
import { notificationMail } from './notification-mail';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const view = (over: Partial<NotificationView>): NotificationView => ({
  id: 'n1',
  kind: 'changed',
  kinds: ['changed'],
  item: { kind: 'task', id: 't1', title: 'Pumpe prüfen', number: 'AUF-1' },
  actor_id: 'a',
  fields: ['status', 'due_date'],
  count: 1,
  subscription: null,
  read: false,
  created_at: '2030-01-01T09:00:00.000Z',
  updated_at: '2030-01-01T09:00:00.000Z',
  ...over,
});

describe('notification mails', () => {
  const facts = { name: 'Ben', account: 'Demo GmbH', baseUrl: 'https://app.example', unsubscribeUrl: 'https://app.example/unsubscribe?token=x' };

  it('writes one mail of a burst in German, each with its link and the unsubscribe link', () => {
    const mail = notificationMail('ben@example.test', {
      ...facts,
      locale: 'de',
      mode: 'immediately',
      notifications: [
        { view: view({}), actor: 'Anna' },
        {
          view: view({ id: 'n2', kind: 'filter_matched', kinds: ['filter_matched'], subscription: { id: 's', name: 'Offen' }, count: 3 }),
          actor: null,
        },
      ],
    });
    expect(mail.subject).toBe('Anna hat Status, Fälligkeit geändert: AUF-1 Pumpe prüfen und 1 weitere Neuigkeit');
    expect(mail.text).toContain('- Passt jetzt zu Ihrem Filter (3-mal): AUF-1 Pumpe prüfen – Filter „Offen“');
    expect(mail.text).toContain('https://app.example/tasks/t1');
    expect(mail.text).toContain('https://app.example/unsubscribe?token=x');
  });

  it('writes the digest in English', () => {
    const mail = notificationMail('ben@example.test', {
      ...facts,
      locale: 'en',
      mode: 'daily',
      notifications: [{ view: view({ kind: 'commented', kinds: ['commented'] }), actor: 'Anna' }],
    });
    expect(mail.subject).toBe('Your summary from Demo GmbH: 1 update');
    expect(mail.text).toContain('Anna commented: AUF-1 Pumpe prüfen');
  });

  it('signs the unsubscribe token: it names its user and fails when tampered or signed with another key', () => {
    const token = unsubscribeToken('k'.repeat(40), { accountId: 'acc', userId: 'ben' });
    expect(verifyUnsubscribeToken('k'.repeat(40), token)).toEqual({ accountId: 'acc', userId: 'ben' });
    expect(verifyUnsubscribeToken('x'.repeat(40), token)).toBeUndefined();
    const [payload, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify(['acc', 'anna'])).toString('base64url');
    expect(verifyUnsubscribeToken('k'.repeat(40), `${other}.${mac}`)).toBeUndefined();
    expect(verifyUnsubscribeToken('k'.repeat(40), `${payload}.${mac.slice(1)}`)).toBeUndefined();
    expect(verifyUnsubscribeToken('k'.repeat(40), `${payload}`)).toBeUndefined();
  });

  it('records a mail once: what a raced sweep recorded is left out; a digest day once', () => {
    const first = decideMail(initialMailState(), { mode: 'immediately', day: null, sent: ['a', 'b'], skipped: [] });
    const state = evolveMail(initialMailState(), first[0]);
    expect(decideMail(state, { mode: 'immediately', day: null, sent: ['b'], skipped: [] })).toEqual([]);
    expect(decideMail(state, { mode: 'immediately', day: null, sent: ['b', 'c'], skipped: [] })[0].data.sent).toEqual(['c']);
    const digest = evolveMail(state, decideMail(state, { mode: 'daily', day: '2030-01-02', sent: [], skipped: [] })[0]);
    expect(decideMail(digest, { mode: 'daily', day: '2030-01-02', sent: ['d'], skipped: [] })).toEqual([]);
  });

  it('settings: kinds switched off are not mailed; an unchanged save records nothing', () => {
    const settings = { ...defaultNotificationSettings(), email: 'immediately' as const };
    const [changed] = decideSettings(settings, { email: 'immediately', kinds: { commented: false } }, 'profile');
    expect(mailModeFor(changed.data, ['commented'])).toBe('off');
    expect(mailModeFor(changed.data, ['commented', 'assigned'])).toBe('immediately');
    expect(decideSettings(changed.data, { email: 'immediately', kinds: { commented: false } }, 'profile')).toEqual([]);
  });
});

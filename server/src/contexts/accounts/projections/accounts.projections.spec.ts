import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { ReadStore, ScopedCollection, StoredDoc } from '../../../core/read-store/read-store';
import { ACCOUNTS_COLLECTION, ACCOUNT_INDEX_COLLECTION, accountProjection, type AccountDoc } from './account.projection';
import { MEMBERS_COLLECTION, memberListProjection, type MemberDoc } from './member-list.projection';
import { personalizationOf } from '../queries/account-reader';
import { USER_ACCOUNTS_COLLECTION, userAccountsProjection, type UserAccountsDoc } from './user-accounts.projection';

/** Just enough of a read store for point reads and writes (the real one is covered by the integration suites). */
function memoryStore(): ReadStore & { doc<T>(collection: string, account: string, id: string): T | undefined } {
  const rows = new Map<string, StoredDoc>();
  const key = (c: string, a: string, id: string) => `${c}|${a}|${id}`;
  return {
    doc: <T>(c: string, a: string, id: string) => rows.get(key(c, a, id)) as T | undefined,
    collection<Doc extends StoredDoc>(name: string) {
      return {
        forAccount: (accountId: string) =>
          ({
            accountId,
            get: async (id: string) => rows.get(key(name, accountId, id)) as Doc | undefined,
            upsert: async (doc: Doc) => void rows.set(key(name, accountId, doc.id), doc),
          }) as unknown as ScopedCollection<Doc>,
      };
    },
  };
}

let position = 0;
const event = (streamId: string, streamPosition: number, accountId: string, type: string, data: unknown): RecordedEvent => ({
  eventId: `e-${++position}`,
  type,
  data,
  streamId,
  streamPosition,
  position,
  transactionId: '1',
  createdAt: '2030-01-01T00:00:00.000Z',
  metadata: {
    accountId,
    actorId: 'u-1',
    occurredAt: `2030-01-0${streamPosition}T00:00:00.000Z`,
    correlationId: 'c',
    causationId: null,
    schemaVersion: 1,
  },
});

describe('accounts projections', () => {
  it('builds the account in both collections, applying each event twice without harm', async () => {
    const store = memoryStore();
    const events = [
      event('account-a1', 1, 'a1', 'AccountCreated', {
        name: 'Demo',
        domain: 'demo',
        apps: ['tasks'],
        flags: [],
        user_slots: 5,
        portal_user_slots: 1,
        created_by: null,
      }),
      event('account-a1', 2, 'a1', 'AccountRenamed', { name: 'Demo-2', previous_name: 'Demo' }),
      event('account-a1', 3, 'a1', 'AccountMarkedForDeletion', { delete_after: '2030-02-01T00:00:00.000Z' }),
    ];
    for (const e of events) {
      await accountProjection.apply(e, store);
      await accountProjection.apply(e, store);
    }
    const expected = {
      id: 'a1',
      name: 'Demo-2',
      status: 'marked_for_deletion',
      delete_after: '2030-02-01T00:00:00.000Z',
      version: 3,
      created_at: '2030-01-01T00:00:00.000Z',
    };
    expect(store.doc<AccountDoc>(ACCOUNTS_COLLECTION, 'a1', 'a1')).toMatchObject(expected);
    expect(store.doc<AccountDoc>(ACCOUNT_INDEX_COLLECTION, '_system', 'a1')).toMatchObject(expected);
  });

  it('keeps the pictures as file ids; the views show their download addresses', async () => {
    const store = memoryStore();
    const events = [
      event('account-a2', 1, 'a2', 'AccountCreated', {
        name: 'Pics',
        domain: 'pics',
        apps: [],
        flags: [],
        user_slots: 5,
        portal_user_slots: 1,
        created_by: null,
      }),
      event('account-a2', 2, 'a2', 'AccountImageChanged', { image: 'logo', file_id: 'f-logo' }),
      event('account-a2', 3, 'a2', 'AccountImageChanged', { image: 'icon', file_id: 'f-icon' }),
      event('account-a2', 4, 'a2', 'AccountImageRemoved', { image: 'icon' }),
    ];
    for (const e of events) {
      await accountProjection.apply(e, store);
      await accountProjection.apply(e, store);
    }
    const doc = store.doc<AccountDoc>(ACCOUNTS_COLLECTION, 'a2', 'a2') as AccountDoc;
    expect(doc).toMatchObject({ logo_file_id: 'f-logo', icon_file_id: null, version: 4 });
    expect(personalizationOf(doc)).toEqual({ logo: '/api/v1/files/f-logo', icon: null });
  });

  it("builds the member row and the user's accounts, idempotently", async () => {
    const store = memoryStore();
    const events = [
      event('member-a1.u1', 1, 'a1', 'MemberAdded', { user_id: 'u1', roles: ['user'], portal: false }),
      event('member-a1.u1', 2, 'a1', 'MemberRoleGranted', { role: 'billing' }),
      event('member-a2.u1', 1, 'a2', 'MemberAdded', { user_id: 'u1', roles: ['contact'], portal: true }),
      event('member-a1.u1', 3, 'a1', 'MemberStatusChanged', { status: 'inactive' }),
    ];
    for (const e of events) {
      for (const projection of [memberListProjection, userAccountsProjection]) {
        await projection.apply(e, store);
        await projection.apply(e, store);
      }
    }
    expect(store.doc<MemberDoc>(MEMBERS_COLLECTION, 'a1', 'u1')).toMatchObject({ roles: ['user', 'billing'], status: 'inactive', version: 3 });
    const accounts = store.doc<UserAccountsDoc>(USER_ACCOUNTS_COLLECTION, '_system', 'u1');
    expect(accounts?.account_ids.sort()).toEqual(['a1', 'a2']);
    expect(accounts?.memberships.find((m) => m.account_id === 'a1')).toMatchObject({ roles: ['user', 'billing'], status: 'inactive' });
    expect(accounts?.memberships.find((m) => m.account_id === 'a2')).toMatchObject({ roles: ['contact'], portal: true, status: 'active' });
  });
});

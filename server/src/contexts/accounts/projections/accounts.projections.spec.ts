import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { AccountEvent } from '../domain/account.events';
import type { MemberEvent } from '../domain/member.events';
import { personalizationOf } from '../queries/account-reader';
import { ACCOUNT_INDEX_COLLECTION, ACCOUNTS_COLLECTION, accountProjection, type AccountDoc } from './account.projection';
import { MEMBERS_COLLECTION, memberListProjection } from './member-list.projection';
import { USER_ACCOUNTS_COLLECTION, userAccountsProjection } from './user-accounts.projection';

const demoCreated = {
  name: 'Demo GmbH',
  domain: 'demo',
  apps: ['tasks' as const],
  flags: [],
  user_slots: 5,
  portal_user_slots: 1,
  created_by: null,
};

describe('account projection', () => {
  const spec = ProjectionSpecification.for(accountProjection);

  it('writes the new account under its own id and scope, and a copy in the `_system` index', async () => {
    const account = streamEvents<AccountEvent>('account-a1');
    const expected: AccountDoc = {
      id: 'a1',
      name: 'Demo GmbH',
      domain: 'demo',
      created_at: dayOf2030(1),
      apps: ['tasks'],
      flags: [],
      status: 'active',
      user_slots: 5,
      portal_user_slots: 1,
      logo_file_id: null,
      icon_file_id: null,
      terms_accepted: false,
      delete_after: null,
      deleted: false,
      version: 1,
      updated_at: dayOf2030(1),
    };
    const when = spec.given().when(account('AccountCreated', demoCreated));
    await when.thenDocument(ACCOUNTS_COLLECTION, 'a1', expected);
    await when.thenDocument(ACCOUNT_INDEX_COLLECTION, 'a1', expected, '_system');
    await when.thenNoDocument(ACCOUNT_INDEX_COLLECTION, 'a1');
  });

  it('builds the account in both collections', async () => {
    const account = streamEvents<AccountEvent>('account-a1');
    const store = await spec
      .given(account('AccountCreated', { ...demoCreated, name: 'Demo' }))
      .when(
        account('AccountRenamed', { name: 'Demo-2', previous_name: 'Demo' }),
        account('AccountMarkedForDeletion', { delete_after: '2030-02-01T00:00:00.000Z' }),
      )
      .applied();
    const expected = {
      id: 'a1',
      name: 'Demo-2',
      status: 'marked_for_deletion',
      delete_after: '2030-02-01T00:00:00.000Z',
      version: 3,
      created_at: '2030-01-01T00:00:00.000Z',
      updated_at: dayOf2030(3),
    };
    expect(store.document(ACCOUNTS_COLLECTION, 'a1')).toMatchObject(expected);
    expect(store.document(ACCOUNT_INDEX_COLLECTION, 'a1', '_system')).toMatchObject(expected);
  });

  it('keeps the pictures as file ids; the views show their download addresses', async () => {
    const account = streamEvents<AccountEvent>('account-a2', { accountId: 'a2' });
    const store = await spec
      .given(account('AccountCreated', { ...demoCreated, name: 'Pics', domain: 'pics', apps: [] }))
      .when(
        account('AccountImageChanged', { image: 'logo', file_id: 'f-logo' }),
        account('AccountImageChanged', { image: 'icon', file_id: 'f-icon' }),
        account('AccountImageRemoved', { image: 'icon' }),
      )
      .applied();
    const doc = store.document<AccountDoc>(ACCOUNTS_COLLECTION, 'a2', 'a2');
    expect(doc).toMatchObject({ logo_file_id: 'f-logo', icon_file_id: null, version: 4 });
    expect(personalizationOf(doc!)).toEqual({ logo: '/api/v1/files/f-logo', icon: null });
    expect(store.document(ACCOUNTS_COLLECTION, 'a2')).toBeUndefined();
  });

  it('follows apps, flags, slots, terms, the sender address and a cancelled deletion', async () => {
    const account = streamEvents<AccountEvent>('account-a1');
    await spec
      .given(account('AccountCreated', demoCreated), account('AccountMarkedForDeletion', { delete_after: '2030-02-01T00:00:00.000Z' }))
      .when(
        account('AccountAppsChanged', { apps: ['tasks', 'protocols', 'contacts'] }),
        account('AccountFeatureFlagsChanged', { flags: ['email.custom_sender_address'] }),
        account('AccountSlotsChanged', { user_slots: 25, portal_user_slots: 10 }),
        account('AccountTermsAccepted', { by: 'u-anna' }),
        account('AccountSenderAddressChanged', { sender_address: 'service@demo-gmbh.de' }),
        account('AccountDeletionCancelled', {}),
      )
      .thenDocumentMatches(
        ACCOUNT_INDEX_COLLECTION,
        'a1',
        {
          apps: ['tasks', 'protocols', 'contacts'],
          flags: ['email.custom_sender_address'],
          user_slots: 25,
          portal_user_slots: 10,
          terms_accepted: true,
          sender_address: 'service@demo-gmbh.de',
          status: 'active',
          delete_after: null,
          version: 8,
          updated_at: dayOf2030(8),
        },
        '_system',
      );
  });

  it('keeps a deleted account as a tombstone in both collections', async () => {
    const account = streamEvents<AccountEvent>('account-a1');
    const store = await spec
      .given(account('AccountCreated', demoCreated), account('AccountMarkedForDeletion', { delete_after: '2030-01-12T00:00:00.000Z' }))
      .when(account('AccountDeleted', {}))
      .applied();
    const tombstone = { id: 'a1', name: 'Demo GmbH', deleted: true, status: 'marked_for_deletion', version: 3 };
    expect(store.document(ACCOUNTS_COLLECTION, 'a1')).toMatchObject(tombstone);
    expect(store.document(ACCOUNT_INDEX_COLLECTION, 'a1', '_system')).toMatchObject(tombstone);
  });

  it('ignores an event before the account was created', async () => {
    const account = streamEvents<AccountEvent>('account-a1');
    await spec
      .given()
      .when(account('AccountRenamed', { name: 'Neu', previous_name: 'Alt' }))
      .thenNothingChanged();
  });
});

describe('member list projection', () => {
  const spec = ProjectionSpecification.for(memberListProjection);

  it("writes the new membership in the member's account, under the user's id", async () => {
    const member = streamEvents<MemberEvent>('member-a1.u1');
    await spec
      .given()
      .when(member('MemberAdded', { user_id: 'u1', roles: ['user'], portal: false }))
      .thenDocument(MEMBERS_COLLECTION, 'u1', {
        id: 'u1',
        user_id: 'u1',
        roles: ['user'],
        status: 'active',
        portal: false,
        member_since: dayOf2030(1),
        version: 1,
        updated_at: dayOf2030(1),
      });
  });

  it('grants each role once, revokes and changes the status; removal keeps the row as deleted', async () => {
    const member = streamEvents<MemberEvent>('member-a1.u1');
    const added = member('MemberAdded', { user_id: 'u1', roles: ['user'], portal: false });
    const granted = member('MemberRoleGranted', { role: 'billing' });
    const inactive = member('MemberStatusChanged', { status: 'inactive' });
    await spec
      .given(added)
      .when(granted, inactive)
      .thenDocumentMatches(MEMBERS_COLLECTION, 'u1', { roles: ['user', 'billing'], status: 'inactive', version: 3 });
    const more = [member('MemberRoleGranted', { role: 'billing' }), member('MemberRoleRevoked', { role: 'user' }), member('MemberRemoved', {})];
    await spec
      .given(added, granted, inactive)
      .when(...more)
      .thenDocumentMatches(MEMBERS_COLLECTION, 'u1', { roles: ['billing'], status: 'deleted', member_since: dayOf2030(1), version: 6 });
  });

  it('ignores an event before the member was added', async () => {
    const member = streamEvents<MemberEvent>('member-a1.u1');
    await spec
      .given()
      .when(member('MemberRoleGranted', { role: 'manager' }))
      .thenNothingChanged();
  });
});

describe('user accounts projection', () => {
  const spec = ProjectionSpecification.for(userAccountsProjection);

  it("keeps the user's memberships of several accounts in `_system`, folded as the members list folds them", async () => {
    const inA1 = streamEvents<MemberEvent>('member-a1.u1');
    const inA2 = streamEvents<MemberEvent>('member-a2.u1', { accountId: 'a2' });
    const store = await spec
      .given(inA1('MemberAdded', { user_id: 'u1', roles: ['user'], portal: false }), inA1('MemberRoleGranted', { role: 'billing' }))
      .when(inA2('MemberAdded', { user_id: 'u1', roles: ['contact'], portal: true }), inA1('MemberStatusChanged', { status: 'inactive' }))
      .applied();
    // The membership changed last comes last.
    expect(store.document(USER_ACCOUNTS_COLLECTION, 'u1', '_system')).toEqual({
      id: 'u1',
      account_ids: ['a2', 'a1'],
      memberships: [
        { account_id: 'a2', roles: ['contact'], status: 'active', portal: true, member_since: dayOf2030(1), version: 1 },
        { account_id: 'a1', roles: ['user', 'billing'], status: 'inactive', portal: false, member_since: dayOf2030(1), version: 3 },
      ],
    });
    expect(store.document(USER_ACCOUNTS_COLLECTION, 'u1')).toBeUndefined();
    expect(store.document(USER_ACCOUNTS_COLLECTION, 'u1', 'a2')).toBeUndefined();
  });

  it('keeps a removed membership as deleted (readers leave it out) beside the others', async () => {
    const inA1 = streamEvents<MemberEvent>('member-a1.u1');
    const inA2 = streamEvents<MemberEvent>('member-a2.u1', { accountId: 'a2' });
    await spec
      .given(
        inA1('MemberAdded', { user_id: 'u1', roles: ['user'], portal: false }),
        inA2('MemberAdded', { user_id: 'u1', roles: ['manager'], portal: false }),
      )
      .when(inA1('MemberRemoved', {}))
      .thenDocumentMatches(
        USER_ACCOUNTS_COLLECTION,
        'u1',
        {
          account_ids: ['a2', 'a1'],
          memberships: [
            { account_id: 'a2', roles: ['manager'], status: 'active' },
            { account_id: 'a1', roles: ['user'], status: 'deleted', version: 2 },
          ],
        },
        '_system',
      );
  });

  it('ignores an event before the member was added', async () => {
    const member = streamEvents<MemberEvent>('member-a1.u1');
    await spec
      .given()
      .when(member('MemberStatusChanged', { status: 'inactive' }))
      .thenNothingChanged();
  });
});

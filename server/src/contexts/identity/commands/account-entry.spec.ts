import type { Membership, MembershipDirectory } from '../../accounts/public/membership-directory';
import { AccountEntry } from './account-entry';

const membership = (overrides: Partial<Membership> = {}): Membership => ({
  account_id: 'acc-1',
  account_name: 'Demo-GmbH',
  domain: 'demo',
  account_status: 'active',
  roles: ['user'],
  status: 'active',
  flags: ['apps.contacts'],
  ...overrides,
});

/** A stand-in for the accounts context's port: memberships by user. */
function directory(byUser: Record<string, Membership[]>): MembershipDirectory {
  return {
    membershipsOf: async (userId) => byUser[userId] ?? [],
    membership: async (accountId, userId) => (byUser[userId] ?? []).find((m) => m.account_id === accountId),
    accountByDomain: async (domain) => {
      const found = Object.values(byUser)
        .flat()
        .find((m) => m.domain === domain);
      return found && { account_id: found.account_id, account_name: found.account_name, domain: found.domain };
    },
  };
}

describe('AccountEntry.assertCanEnter (sign-in with account_id)', () => {
  it('lets an active member of an active account in, by id or by domain', async () => {
    const entry = new AccountEntry(directory({ anna: [membership()] }));
    await expect(entry.assertCanEnter('acc-1', 'anna')).resolves.toBeUndefined();
    await expect(entry.assertCanEnter('demo', 'anna')).resolves.toBeUndefined();
  });

  it('answers account not found for a stranger, an unknown account and a deleted membership alike', async () => {
    const entry = new AccountEntry(directory({ anna: [membership()], ben: [membership({ status: 'deleted' })] }));
    for (const [account, user] of [
      ['acc-1', 'clara'],
      ['acc-9', 'anna'],
      ['acc-1', 'ben'],
    ]) {
      await expect(entry.assertCanEnter(account, user)).rejects.toMatchObject({ kind: 'not_found', code: 'auth.account_not_found' });
    }
  });

  it('answers account inactive for a deactivated member', async () => {
    const entry = new AccountEntry(directory({ anna: [membership({ status: 'inactive' })] }));
    await expect(entry.assertCanEnter('acc-1', 'anna')).rejects.toMatchObject({ kind: 'forbidden', code: 'auth.account_inactive' });
  });

  it('answers the 10-day notice for an account marked for deletion', async () => {
    const entry = new AccountEntry(directory({ anna: [membership({ account_status: 'marked_for_deletion' })] }));
    await expect(entry.assertCanEnter('acc-1', 'anna')).rejects.toMatchObject({ code: 'auth.account_marked_for_deletion' });
  });
});

describe('AccountEntry.shareAnAccount (who may see a user)', () => {
  const entry = new AccountEntry(
    directory({
      anna: [membership(), membership({ account_id: 'acc-2' })],
      ben: [membership({ account_id: 'acc-2' })],
      clara: [membership({ account_id: 'acc-3' })],
      dora: [membership({ account_id: 'acc-2', status: 'deleted' })],
    }),
  );

  it('is true for members of one account, false otherwise', async () => {
    await expect(entry.shareAnAccount('anna', 'ben')).resolves.toBe(true);
    await expect(entry.shareAnAccount('anna', 'clara')).resolves.toBe(false);
  });

  it('ignores deleted memberships', async () => {
    await expect(entry.shareAnAccount('anna', 'dora')).resolves.toBe(false);
  });
});

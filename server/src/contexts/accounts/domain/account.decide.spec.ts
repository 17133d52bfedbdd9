import type { AccountCommand } from './account.commands';
import { decideAccount } from './account.decide';
import type { AccountEvent } from './account.events';
import { evolveAccount, initialAccountState, type AccountState } from './account.state';

const NOW = new Date('2030-01-10T12:00:00.000Z');
const TEN_DAYS = 10 * 24 * 60 * 60 * 1000;
const createdData = { name: 'Demo', domain: 'demo', apps: ['tasks' as const], flags: [], user_slots: 5, portal_user_slots: 2, created_by: 'u-1' };
const created: AccountEvent = { type: 'AccountCreated', data: createdData };
const given = (...events: AccountEvent[]): AccountState => events.reduce(evolveAccount, initialAccountState());
const when = (state: AccountState, command: AccountCommand) => decideAccount(command, state);

describe('CreateAccount', () => {
  it('creates a new account, with the terms accepted at registration', () => {
    const events = when(given(), {
      type: 'CreateAccount',
      data: { ...createdData, apps: ['tasks', 'tasks'], terms_accepted_by: 'u-1' },
    });
    expect(events.map((e) => e.type)).toEqual(['AccountCreated', 'AccountTermsAccepted']);
    expect(events[0].data).toMatchObject({ apps: ['tasks'] });
  });

  it('refuses an id that exists', () => {
    expect(() => when(given(created), { type: 'CreateAccount', data: createdData })).toThrow(
      expect.objectContaining({ code: 'concurrency.wrong_expected_version' }),
    );
  });
});

describe('changes', () => {
  it('records nothing when nothing changes', () => {
    const state = given(created);
    expect(when(state, { type: 'RenameAccount', data: { name: 'Demo' } })).toEqual([]);
    expect(when(state, { type: 'ChangeAccountApps', data: { apps: ['tasks'] } })).toEqual([]);
    expect(when(state, { type: 'ChangeAccountSlots', data: { user_slots: 5, portal_user_slots: 2 } })).toEqual([]);
    expect(when(state, { type: 'RemoveAccountImage', data: { image: 'logo' } })).toEqual([]);
  });

  it('renames with the previous name', () => {
    expect(when(given(created), { type: 'RenameAccount', data: { name: 'Demo-2' } })).toEqual([
      { type: 'AccountRenamed', data: { name: 'Demo-2', previous_name: 'Demo' } },
    ]);
  });

  it('accepts the terms once', () => {
    const accepted = when(given(created), { type: 'AcceptTerms', data: { by: 'u-2' } });
    expect(accepted).toEqual([{ type: 'AccountTermsAccepted', data: { by: 'u-2' } }]);
    expect(when(given(created, ...accepted), { type: 'AcceptTerms', data: { by: 'u-3' } })).toEqual([]);
  });

  it('keeps the other picture when only the logo changes', () => {
    const withIcon = given(created, { type: 'AccountImageChanged', data: { image: 'icon', file_id: 'f-icon' } });
    const changed = when(withIcon, { type: 'ChangeAccountImage', data: { image: 'logo', file_id: 'f-logo' } });
    expect(changed).toEqual([{ type: 'AccountImageChanged', data: { image: 'logo', file_id: 'f-logo' } }]);
    expect(given(created, { type: 'AccountImageChanged', data: { image: 'icon', file_id: 'f-icon' } }, ...changed).images).toEqual({
      logo: 'f-logo',
      icon: 'f-icon',
    });
  });

  it('records nothing for the same picture again, and removes only a picture that is there', () => {
    const withLogo = given(created, { type: 'AccountImageChanged', data: { image: 'logo', file_id: 'f-logo' } });
    expect(when(withLogo, { type: 'ChangeAccountImage', data: { image: 'logo', file_id: 'f-logo' } })).toEqual([]);
    expect(when(withLogo, { type: 'RemoveAccountImage', data: { image: 'icon' } })).toEqual([]);
    const removed = when(withLogo, { type: 'RemoveAccountImage', data: { image: 'logo' } });
    expect(removed).toEqual([{ type: 'AccountImageRemoved', data: { image: 'logo' } }]);
    expect(given(created, { type: 'AccountImageChanged', data: { image: 'logo', file_id: 'f-logo' } }, ...removed).images.logo).toBeNull();
  });

  it('refuses every command on an unknown or deleted account', () => {
    expect(() => when(given(), { type: 'RenameAccount', data: { name: 'X' } })).toThrow(expect.objectContaining({ kind: 'not_found' }));
    const deleted = given(
      created,
      { type: 'AccountMarkedForDeletion', data: { delete_after: NOW.toISOString() } },
      { type: 'AccountDeleted', data: {} },
    );
    expect(() => when(deleted, { type: 'AcceptTerms', data: { by: 'u' } })).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe('deletion', () => {
  const marked = given(created, ...decideAccount({ type: 'MarkAccountForDeletion', data: { now: NOW, graceMs: TEN_DAYS } }, given(created)));

  it('marks for deletion ten days ahead', () => {
    expect(marked).toMatchObject({ status: 'marked_for_deletion', deleteAfter: '2030-01-20T12:00:00.000Z' });
  });

  it('refuses to mark twice, so the first deadline stands', () => {
    expect(() => when(marked, { type: 'MarkAccountForDeletion', data: { now: NOW, graceMs: TEN_DAYS } })).toThrow(
      expect.objectContaining({ code: 'account.marked_for_deletion' }),
    );
  });

  it('cancels only a marked account', () => {
    expect(when(marked, { type: 'CancelAccountDeletion', data: {} })).toEqual([{ type: 'AccountDeletionCancelled', data: {} }]);
    expect(() => when(given(created), { type: 'CancelAccountDeletion', data: {} })).toThrow(
      expect.objectContaining({ code: 'account.not_marked_for_deletion' }),
    );
  });

  it('removes the account only once the deadline has passed', () => {
    expect(when(marked, { type: 'DeleteAccount', data: { now: new Date('2030-01-20T11:59:59.000Z') } })).toEqual([]);
    expect(when(marked, { type: 'DeleteAccount', data: { now: new Date('2030-01-20T12:00:00.000Z') } })).toEqual([
      { type: 'AccountDeleted', data: {} },
    ]);
  });

  it('removes nothing after a cancellation', () => {
    const cancelled = given(
      created,
      { type: 'AccountMarkedForDeletion', data: { delete_after: NOW.toISOString() } },
      { type: 'AccountDeletionCancelled', data: {} },
    );
    expect(when(cancelled, { type: 'DeleteAccount', data: { now: new Date('2031-01-01') } })).toEqual([]);
  });
});

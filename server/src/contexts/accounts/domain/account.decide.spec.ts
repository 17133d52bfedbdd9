import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { AccountCommand } from './account.commands';
import { decideAccount } from './account.decide';
import type { AccountEvent } from './account.events';
import { evolveAccount, initialAccountState } from './account.state';

const NOW = new Date('2030-01-10T12:00:00.000Z');
const TEN_DAYS = 10 * 24 * 60 * 60 * 1000;
const createdData = { name: 'Demo', domain: 'demo', apps: ['tasks' as const], flags: [], user_slots: 5, portal_user_slots: 2, created_by: 'u-1' };
const created: AccountEvent = { type: 'AccountCreated', data: createdData };
const logo: AccountEvent = { type: 'AccountImageChanged', data: { image: 'logo', file_id: 'f-logo' } };
const markedFor = (deleteAfter: string): AccountEvent => ({ type: 'AccountMarkedForDeletion', data: { delete_after: deleteAfter } });
const spec = DeciderSpecification.for({ decide: decideAccount, evolve: evolveAccount, initialState: initialAccountState });
const newAccount = spec.given();
const account = spec.given(created);

describe('CreateAccount', () => {
  it('creates a new account, with the terms accepted at registration', () => {
    newAccount.when({ type: 'CreateAccount', data: { ...createdData, apps: ['tasks', 'tasks'], terms_accepted_by: 'u-1' } }).then([
      { type: 'AccountCreated', data: expect.objectContaining({ apps: ['tasks'] }) },
      { type: 'AccountTermsAccepted', data: { by: 'u-1' } },
    ]);
  });

  it('refuses an id that exists', () => {
    account.when({ type: 'CreateAccount', data: createdData }).thenRefuses('conflict', 'concurrency.wrong_expected_version');
  });
});

describe('changes', () => {
  it('records nothing when nothing changes', () => {
    account.when({ type: 'RenameAccount', data: { name: 'Demo' } }).thenNothing();
    account.when({ type: 'ChangeAccountApps', data: { apps: ['tasks'] } }).thenNothing();
    account.when({ type: 'ChangeAccountSlots', data: { user_slots: 5, portal_user_slots: 2 } }).thenNothing();
    account.when({ type: 'RemoveAccountImage', data: { image: 'logo' } }).thenNothing();
  });

  it('renames with the previous name', () => {
    account
      .when({ type: 'RenameAccount', data: { name: 'Demo-2' } })
      .then([{ type: 'AccountRenamed', data: { name: 'Demo-2', previous_name: 'Demo' } }]);
  });

  it('accepts the terms once', () => {
    const accepted: AccountEvent = { type: 'AccountTermsAccepted', data: { by: 'u-2' } };
    account.when({ type: 'AcceptTerms', data: { by: 'u-2' } }).then([accepted]);
    spec
      .given(created, accepted)
      .when({ type: 'AcceptTerms', data: { by: 'u-3' } })
      .thenNothing();
  });

  it('keeps the other picture when only the logo changes', () => {
    const icon: AccountEvent = { type: 'AccountImageChanged', data: { image: 'icon', file_id: 'f-icon' } };
    spec
      .given(created, icon)
      .when({ type: 'ChangeAccountImage', data: { image: 'logo', file_id: 'f-logo' } })
      .then([logo]);
    expect(spec.given(created, icon, logo).state.images).toEqual({ logo: 'f-logo', icon: 'f-icon' });
  });

  it('records nothing for the same picture again, and removes only a picture that is there', () => {
    const withLogo = spec.given(created, logo);
    withLogo.when({ type: 'ChangeAccountImage', data: { image: 'logo', file_id: 'f-logo' } }).thenNothing();
    withLogo.when({ type: 'RemoveAccountImage', data: { image: 'icon' } }).thenNothing();
    const removed: AccountEvent = { type: 'AccountImageRemoved', data: { image: 'logo' } };
    withLogo.when({ type: 'RemoveAccountImage', data: { image: 'logo' } }).then([removed]);
    expect(spec.given(created, logo, removed).state.images.logo).toBeNull();
  });

  it('refuses every command on an unknown or deleted account', () => {
    newAccount.when({ type: 'RenameAccount', data: { name: 'X' } }).thenRefuses('not_found');
    spec
      .given(created, markedFor(NOW.toISOString()), { type: 'AccountDeleted', data: {} })
      .when({ type: 'AcceptTerms', data: { by: 'u' } })
      .thenRefuses('not_found');
  });
});

describe('deletion', () => {
  const mark: AccountCommand = { type: 'MarkAccountForDeletion', data: { now: NOW, graceMs: TEN_DAYS } };
  const marked = spec.given(created, markedFor('2030-01-20T12:00:00.000Z'));

  it('marks for deletion ten days ahead', () => {
    account.when(mark).then([markedFor('2030-01-20T12:00:00.000Z')]);
    expect(marked.state).toMatchObject({ status: 'marked_for_deletion', deleteAfter: '2030-01-20T12:00:00.000Z' });
  });

  it('refuses to mark twice, so the first deadline stands', () => {
    marked.when(mark).thenRefuses('conflict', 'account.marked_for_deletion');
  });

  it('cancels only a marked account', () => {
    marked.when({ type: 'CancelAccountDeletion', data: {} }).then([{ type: 'AccountDeletionCancelled', data: {} }]);
    account.when({ type: 'CancelAccountDeletion', data: {} }).thenRefuses('conflict', 'account.not_marked_for_deletion');
  });

  it('removes the account only once the deadline has passed', () => {
    marked.when({ type: 'DeleteAccount', data: { now: new Date('2030-01-20T11:59:59.000Z') } }).thenNothing();
    marked.when({ type: 'DeleteAccount', data: { now: new Date('2030-01-20T12:00:00.000Z') } }).then([{ type: 'AccountDeleted', data: {} }]);
  });

  it('removes nothing after a cancellation', () => {
    spec
      .given(created, markedFor(NOW.toISOString()), { type: 'AccountDeletionCancelled', data: {} })
      .when({ type: 'DeleteAccount', data: { now: new Date('2031-01-01') } })
      .thenNothing();
  });
});

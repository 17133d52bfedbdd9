import { describe, expect, it } from 'vitest';
import type { AccountView, UpdateView } from '@kollab/contracts';
import { adminActions as actions, adminReducer, initialAdminState, selectEditedUpdate, selectUpdateRows, type AdminState } from './admin.slice';

const reduce = (...list: Parameters<typeof adminReducer>[1][]) =>
  list.reduce<AdminState>((state, action) => adminReducer(state, action), initialAdminState);
const update = (id: string): UpdateView => ({
  id,
  title: `T ${id}`,
  text: 'x',
  date: 1_700_000_000_000,
  image_url: null,
  version: 1,
  created_at: '',
  updated_at: '',
});
const account = { id: 'acc-9', name: 'Neu', status: 'active', user_slots: 1, portal_user_slots: 0 } as AccountView;

describe('admin slice', () => {
  it('keeps the accounts query and its page', () => {
    const state = reduce(
      actions.accountsRequested({ search: 'demo', page: 3 }),
      actions.accountsLoaded({ data: [account], meta: { page: 3, limit: 25, total: 51 } }),
    );
    expect(state.accounts.query).toEqual({ page: 3, limit: 25, search: 'demo' });
    expect(state.accounts.status).toBe('loaded');
    expect(state.accounts.total).toBe(51);
  });

  it('opening a detail starts from the listed account; slots and deletion apply to it', () => {
    const state = reduce(
      actions.accountsLoaded({ data: [account], meta: { page: 1, limit: 25, total: 1 } }),
      actions.accountRequested({ id: 'acc-9' }),
      actions.slotsChangeAccepted({ id: 'acc-9', user_slots: 20, portal_user_slots: 4 }),
      actions.accountDeleteAccepted({ id: 'acc-9' }),
    );
    expect(state.detail).toMatchObject({ status: 'loading', id: 'acc-9' });
    expect(state.detail.account).toMatchObject({ user_slots: 20, portal_user_slots: 4, status: 'marked_for_deletion' });
    expect(state.accounts.entities['acc-9']?.status).toBe('marked_for_deletion');
  });

  it('a rejected form keeps its code and field errors', () => {
    const state = reduce(
      actions.createAccountDialogOpened(),
      actions.accountCreateRejected({ code: 'account.domain_taken', fieldErrors: { domain: ['taken'] } }),
    );
    expect(state.createAccount).toMatchObject({ open: true, status: 'failed', error: 'account.domain_taken', fieldErrors: { domain: ['taken'] } });
    expect(adminReducer(state, actions.accountCreateAccepted({ id: 'x' })).createAccount).toMatchObject({ open: false, status: 'idle', error: null });
  });

  it('the news editor: open for an update or a new one, withdraw removes it', () => {
    const loaded = reduce(actions.updatesLoaded({ data: [update('u1'), update('u2')], meta: { page: 1, limit: 25, total: 2 } }));
    expect(selectEditedUpdate({ admin: adminReducer(loaded, actions.updateEditorOpened({ id: 'u2' })) })?.title).toBe('T u2');
    const fresh = adminReducer(loaded, actions.updateEditorOpened({ id: null }));
    expect(fresh.updateForm.editing).toBeNull();
    expect(selectEditedUpdate({ admin: fresh })).toBeNull();
    const withdrawn = adminReducer(loaded, actions.updateWithdrawAccepted({ id: 'u1' }));
    expect(selectUpdateRows({ admin: withdrawn }).map((item) => item.id)).toEqual(['u2']);
    expect(withdrawn.updates.total).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { accountActions as actions, accountReducer, initialAccountState, slotUsage } from './account.slice';

describe('account slice', () => {
  it('each change walks idle → saving → idle, or failed with the code', () => {
    const saving = accountReducer(initialAccountState, actions.appsChangeRequested({ apps: ['tasks'] }));
    expect(saving.changes.apps.status).toBe('saving');
    expect(accountReducer(saving, actions.changeAccepted({ change: 'apps' })).changes.apps.status).toBe('idle');
    const failed = accountReducer(
      saving,
      actions.changeRejected({ change: 'apps', code: 'request.validation_failed', fieldErrors: { apps: ['x'] } }),
    );
    expect(failed.changes.apps).toEqual({ status: 'failed', error: 'request.validation_failed', fieldErrors: { apps: ['x'] } });
  });

  it('an image change is tracked under its image', () => {
    const state = accountReducer(initialAccountState, actions.imageChangeRequested({ image: 'icon', file: null }));
    expect(state.changes.icon.status).toBe('saving');
    expect(state.changes.logo.status).toBe('idle');
  });

  it('portal members count against the portal slots, the others against the user slots', () => {
    expect(slotUsage({ user_slots: 10, portal_user_slots: 5, number_of_members: 7, number_of_portal_members: 2 })).toEqual({
      users: { used: 5, total: 10 },
      portal: { used: 2, total: 5 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { withNotice } from '../../lib/notify';
import { NotificationHost } from './NotificationHost';
import { initialNotificationsState, notificationsActions, notificationsReducer } from './notifications.slice';

describe('notifications reducer', () => {
  it("queues the notice of any feature's action and of noticeRaised", () => {
    let state = notificationsReducer(initialNotificationsState, {
      type: 'tasks/assignAccepted',
      ...withNotice({ id: 't-1' }, { severity: 'success', message: 'tasks:toasts.assigned' }),
    });
    state = notificationsReducer(state, notificationsActions.noticeRaised({ severity: 'error', code: 'server.internal' }));
    expect(state.queue).toEqual([
      { id: 1, severity: 'success', message: 'tasks:toasts.assigned' },
      { id: 2, severity: 'error', code: 'server.internal' },
    ]);
    expect(notificationsReducer(state, notificationsActions.noticeDismissed(1)).queue.map((n) => n.id)).toEqual([2]);
  });

  it("a success clears the failures before it (a failed save's toast does not outlive the next save)", () => {
    let state = notificationsReducer(initialNotificationsState, notificationsActions.noticeRaised({ severity: 'error', code: 'server.internal' }));
    state = notificationsReducer(state, notificationsActions.noticeRaised({ severity: 'info', message: 'tasks:toasts.assigned' }));
    state = notificationsReducer(state, {
      type: 'profile/saveAccepted',
      ...withNotice({}, { severity: 'success', message: 'profile:toasts.detailsSaved' }),
    });
    expect(state.queue.map((notice) => notice.severity)).toEqual(['info', 'success']);
  });

  it('ignores actions without a notice', () => {
    expect(notificationsReducer(initialNotificationsState, { type: 'x/happened', meta: {} })).toBe(initialNotificationsState);
  });
});

function renderHost() {
  const store = configureStore({ reducer: { notifications: notificationsReducer } });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('en')}>
        <NotificationHost />
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('NotificationHost', () => {
  it('shows one toast at a time in the current language and closes by button', async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(notificationsActions.noticeRaised({ severity: 'success', message: 'profile:toasts.detailsSaved' }));
      store.dispatch(notificationsActions.noticeRaised({ severity: 'error', code: 'profile.wrong_password' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your details have been saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The password is wrong.');
  });

  it('replaces a shown error toast by the success that follows, at the top centre (clear of form actions)', () => {
    const store = renderHost();
    act(() => {
      store.dispatch(notificationsActions.noticeRaised({ severity: 'error', code: 'profile.wrong_password' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The password is wrong.');
    act(() => {
      store.dispatch(notificationsActions.noticeRaised({ severity: 'success', message: 'profile:toasts.detailsSaved' }));
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Your details have been saved.');
    expect(screen.getByRole('alert').closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
  });
});

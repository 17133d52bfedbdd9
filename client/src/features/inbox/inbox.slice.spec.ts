import { describe, expect, it } from 'vitest';
import { sessionActions } from '../session';
import { notificationView } from './inbox.fixtures';
import { inboxActions, inboxReducer } from './inbox.slice';
import { initialInboxState, type InboxState } from './inbox.state';

const withRows = (count: number, unreadOnly = false): InboxState =>
  inboxReducer(
    { ...initialInboxState, count, unreadOnly },
    inboxActions.pageLoaded({ rows: [notificationView('n1'), notificationView('n2', { read: true })], page: 1, total: 2, unreadOnly }),
  );

describe('inbox slice', () => {
  it('a line opened is read and counts one less (100 stands for "100 or more" and stays)', () => {
    expect(inboxReducer(withRows(3), inboxActions.lineOpened({ id: 'n1', wasUnread: true }))).toMatchObject({ count: 2 });
    expect(inboxReducer(withRows(3), inboxActions.lineOpened({ id: 'n2', wasUnread: false })).count).toBe(3);
    expect(inboxReducer(withRows(100), inboxActions.lineOpened({ id: 'n1', wasUnread: true })).count).toBe(100);
  });

  it('a failed PATCH makes the line unread again, with a toast of its error', () => {
    const opened = inboxReducer(withRows(3), inboxActions.lineOpened({ id: 'n1', wasUnread: true }));
    const failed = inboxActions.lineReadFailed({ id: 'n1', code: 'notifications.notification_not_found' });
    expect(failed.meta.notice).toEqual({ severity: 'error', code: 'notifications.notification_not_found' });
    const after = inboxReducer(opened, failed);
    expect(after.count).toBe(3);
    expect(after.list.rows[0].read).toBe(false);
  });

  it('all read: no badge, every line read', () => {
    const after = inboxReducer(withRows(3), inboxActions.allRead());
    expect(after.count).toBe(0);
    expect(after.list.rows.every((row) => row.read)).toBe(true);
  });

  it('drops a page read with the filter before', () => {
    const filtered = inboxReducer(withRows(3), inboxActions.filterChanged({ unreadOnly: true }));
    const late = inboxReducer(filtered, inboxActions.pageLoaded({ rows: [notificationView('old')], page: 1, total: 1, unreadOnly: false }));
    expect(late.list).toMatchObject({ status: 'loading', rows: [] });
  });

  it('starts afresh with another account or at sign-out', () => {
    expect(inboxReducer(withRows(3), sessionActions.accountChosen({ accountId: 'acc-2' }))).toEqual(initialInboxState);
    expect(inboxReducer(withRows(3), sessionActions.sessionEnded())).toEqual(initialInboxState);
  });
});

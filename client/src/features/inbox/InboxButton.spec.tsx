import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { NotificationView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import type { ApiRequest } from '../../lib/api/http';
import { formatDateTime } from '../../lib/dates';
import { fail, ok, type Handler } from '../../test/session-harness';
import { connectedSocket, realtimeActions } from '../realtime';
import { InboxButton } from './InboxButton';
import { inboxHarness, MEMBERS, notificationView } from './inbox.fixtures';

afterEach(() => connectedSocket.set(null));

const LINES: NotificationView[] = [
  notificationView('n1'),
  notificationView('n2', { kind: 'changed', kinds: ['changed'], fields: ['status', 'due_date'], read: true }),
  notificationView('n3', {
    kind: 'commented',
    kinds: ['commented', 'changed'],
    actor_id: 'user-3',
    count: 3,
    item: { kind: 'task', id: 't7', title: 'Rechnung senden', number: null },
  }),
  notificationView('n4', { kind: 'unassigned', kinds: ['unassigned'], actor_id: 'user-9' }),
  notificationView('n5', { kind: 'escalated' as NotificationView['kind'], kinds: [], actor_id: null }),
];

interface ApiOptions {
  count?: number;
  rows?: NotificationView[];
  total?: number;
  listFails?: boolean;
}

/** The notifications API: the count, the list (its page's rows), PATCH and read_all; the users lookup. */
const api =
  ({ count = 3, rows = LINES, total, listFails = false }: ApiOptions = {}): Handler =>
  (request) => {
    if (request.path === '/v1/notifications/unread_count') return ok({ count });
    if (request.path === '/v1/notifications') {
      if (listFails) fail(500, 'boom', 'server.internal');
      const page = Number(request.query?.page ?? 1);
      return ok({ data: page === 1 ? rows : [notificationView(`p${page}`)], meta: { page, limit: 25, total: total ?? rows.length } });
    }
    if (request.path.startsWith('/v1/notifications/') || request.path === '/v1/notifications/read_all') return ok({ id: 'x', version: 1 });
    if (request.path === '/v2/users/') return ok({ data: MEMBERS, meta: { page: 1, limit: 500, total: MEMBERS.length } });
    return fail(404, 'not found');
  };

function renderBell(options?: ApiOptions, language: 'de' | 'en' = 'de') {
  const setup = inboxHarness(api(options));
  const onNavigate = vi.fn<(path: string) => void>();
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <InboxButton onNavigate={onNavigate} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...setup, onNavigate };
}

const requests = (setup: { calls: { request: ApiRequest }[] }, method: string, path: string | RegExp) =>
  setup.calls
    .map((call) => call.request)
    .filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)));

/** The bell (hidden from the accessibility tree behind the open drawer). */
const bell = (name: string | RegExp = /^Benachrichtigungen(, |$)/) => screen.getByRole('button', { name, hidden: true });

async function openInbox() {
  await userEvent.click(bell());
  return screen.findByRole('presentation');
}

describe('InboxButton', { timeout: 30_000 }, () => {
  describe('the badge', () => {
    it('is hidden at 0', async () => {
      const setup = renderBell({ count: 0 });
      await waitFor(() => expect(requests(setup, 'GET', '/v1/notifications/unread_count')).toHaveLength(1));
      expect(bell('Benachrichtigungen')).toBeInTheDocument();
      expect(bell().querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
    });

    it('shows the unread count', async () => {
      renderBell({ count: 5 });
      const button = await screen.findByRole('button', { name: 'Benachrichtigungen, 5 ungelesen' });
      expect(within(button).getByText('5')).toBeInTheDocument();
    });

    it('shows 99+ at 100 (the server counts up to 100)', async () => {
      renderBell({ count: 100 });
      const button = await screen.findByRole('button', { name: 'Benachrichtigungen, 99+ ungelesen' });
      expect(within(button).getByText('99+')).toBeInTheDocument();
    });

    it('follows the push for the current account and ignores one for another of my accounts', async () => {
      const setup = renderBell({ count: 5 });
      await screen.findByRole('button', { name: 'Benachrichtigungen, 5 ungelesen' });
      act(() => setup.countPush('acc-2', 42));
      act(() => setup.countPush('acc-1', 7, 2));
      await screen.findByRole('button', { name: 'Benachrichtigungen, 7 ungelesen' });
      act(() => setup.countPush('acc-2', 0, 3));
      expect(bell()).toHaveAccessibleName('Benachrichtigungen, 7 ungelesen');
    });

    it('reads the count again after a reconnect', async () => {
      const setup = renderBell({ count: 5 });
      await screen.findByRole('button', { name: 'Benachrichtigungen, 5 ungelesen' });
      act(() => {
        setup.store.dispatch(realtimeActions.reconnected());
      });
      await waitFor(() => expect(requests(setup, 'GET', '/v1/notifications/unread_count')).toHaveLength(2));
    });
  });

  describe('the drawer', () => {
    it('lists the newest notifications in words, unread ones marked', async () => {
      const setup = renderBell();
      const drawer = await openInbox();
      expect(within(drawer).getByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
      expect(await within(drawer).findByText('Bernd Kurz hat Sie zugewiesen')).toBeInTheDocument();
      expect(within(drawer).getByText('Bernd Kurz hat Status, Fälligkeit geändert')).toBeInTheDocument();
      expect(within(drawer).getByText('Carla Sommer hat kommentiert und 2 weitere Änderungen')).toBeInTheDocument();
      // not in the users lookup
      expect(within(drawer).getByText('Jemand hat Sie entfernt')).toBeInTheDocument();
      // a kind this client does not know yet
      expect(within(drawer).getByText('Neue Benachrichtigung')).toBeInTheDocument();
      expect(within(drawer).getAllByText('AUF-12 Angebot prüfen')).toHaveLength(4);
      expect(within(drawer).getByText('Rechnung senden')).toBeInTheDocument();
      expect(within(drawer).getAllByText('Ungelesen:')).toHaveLength(4);
      // how long ago, the date and time on hover
      expect(within(drawer).getAllByText(/^vor /)[0]).toHaveAttribute('title', formatDateTime('2026-03-04T09:00:00Z'));
      expect(requests(setup, 'GET', '/v1/notifications')[0].query).toEqual({ page: 1, limit: 25 });
    });

    it('speaks English', async () => {
      renderBell({}, 'en');
      await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
      const drawer = await screen.findByRole('presentation');
      expect(await within(drawer).findByText('Bernd Kurz changed status, due date')).toBeInTheDocument();
      expect(within(drawer).getByText('Carla Sommer commented and 2 more changes')).toBeInTheDocument();
      expect(within(drawer).getByText('Someone removed you')).toBeInTheDocument();
    });

    it('a click on a line marks it read and goes to its task, closing the drawer', async () => {
      const setup = renderBell({ count: 3 });
      const drawer = await openInbox();
      await userEvent.click(await within(drawer).findByText('Carla Sommer hat kommentiert und 2 weitere Änderungen'));
      expect(setup.onNavigate).toHaveBeenCalledWith('/tasks/t7');
      await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(requests(setup, 'PATCH', /^\/v1\/notifications\//).map((request) => [request.path, request.body])).toEqual([
          ['/v1/notifications/n3', { read: true }],
        ]),
      );
      expect(bell()).toHaveAccessibleName('Benachrichtigungen, 2 ungelesen');
    });

    it('a line read already is not marked again', async () => {
      const setup = renderBell();
      const drawer = await openInbox();
      await userEvent.click(await within(drawer).findByText('Bernd Kurz hat Status, Fälligkeit geändert'));
      expect(setup.onNavigate).toHaveBeenCalledWith('/tasks/t1');
      expect(requests(setup, 'PATCH', /^\/v1\/notifications\//)).toEqual([]);
    });

    it('"Alle als gelesen markieren" posts read_all and clears the badge', async () => {
      const setup = renderBell({ count: 3 });
      const drawer = await openInbox();
      await within(drawer).findByText('Bernd Kurz hat Sie zugewiesen');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Alle als gelesen markieren' }));
      await waitFor(() => expect(requests(setup, 'POST', '/v1/notifications/read_all')).toHaveLength(1));
      await waitFor(() => expect(bell()).toHaveAccessibleName('Benachrichtigungen'));
      expect(bell().querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
      expect(within(drawer).queryByText('Ungelesen:')).not.toBeInTheDocument();
    });

    it('"Nur ungelesene" asks with filter[unread]=true', async () => {
      const setup = renderBell({ rows: [] });
      const drawer = await openInbox();
      expect(await within(drawer).findByText('Keine Benachrichtigungen.')).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole('switch', { name: 'Nur ungelesene' }));
      await waitFor(() =>
        expect(requests(setup, 'GET', '/v1/notifications').map((request) => request.query)).toContainEqual({
          page: 1,
          limit: 25,
          'filter[unread]': true,
        }),
      );
      expect(await within(drawer).findByText('Keine ungelesenen Benachrichtigungen.')).toBeInTheDocument();
    });

    it('"Mehr laden" reads the next page', async () => {
      const setup = renderBell({ total: 30 });
      const drawer = await openInbox();
      await userEvent.click(await within(drawer).findByRole('button', { name: 'Mehr laden' }));
      await waitFor(() => expect(requests(setup, 'GET', '/v1/notifications').map((request) => request.query?.page)).toEqual([1, 2]));
      await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(LINES.length + 1));
    });

    it('a list that cannot be read shows the error with a retry', async () => {
      const setup = renderBell({ listFails: true });
      const drawer = await openInbox();
      expect(await within(drawer).findByText('Beim Laden der Liste gab es ein Problem.')).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole('button', { name: 'Erneut versuchen' }));
      await waitFor(() => expect(requests(setup, 'GET', '/v1/notifications')).toHaveLength(2));
    });
  });
});

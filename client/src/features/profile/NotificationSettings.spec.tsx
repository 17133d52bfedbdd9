import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { notificationKindsOf, type NotificationSettingsView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { ProfileRoute } from '../../app/pages';
import { catalogKeys } from '../../lib/i18n-catalog';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import { fail, harness, ok, signedIn, type Handler } from '../../test/session-harness';
import { settle } from '../../test/settle';
import { profileNotificationsCatalog } from './notification-settings.catalog';
import { userView } from './profile.fixtures';

const user = userView({ email_verified_at: null, date_of_birth: null });

const settings = (overrides: Partial<NotificationSettingsView> = {}): NotificationSettingsView => ({
  email: 'daily',
  kinds: notificationKindsOf({ commented: false }),
  time_zone: 'Europe/Berlin',
  version: 3,
  ...overrides,
});

const route = (request: ApiRequest) => `${request.method} ${request.path}`;
const SETTINGS = '/v1/users/user-1/notification_settings';

function renderProfile(handler: Handler, language: 'de' | 'en' = 'de', session = signedIn()) {
  const setup = harness(
    (request, headers) => (route(request) === 'GET /v1/users/user-1' ? ok(user) : handler(request, headers)),
    session,
    '/profile',
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n(language)}>
        <MemoryRouter initialEntries={['/profile']}>
          <ProfileRoute />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('profile: e-mail notifications', { timeout: 30_000 }, () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(profileNotificationsCatalog.en)).toEqual(catalogKeys(profileNotificationsCatalog.de));
  });

  it("reads the account's settings (with the Account header) and shows them: mode, time zone, each kind's switch", async () => {
    const { calls } = renderProfile((request) => (route(request) === `GET ${SETTINGS}` ? ok(settings()) : fail(404, 'no')));
    const notifications = await section('Benachrichtigungen per E-Mail');
    expect(await notifications.findByRole('radio', { name: 'Täglich um 7:00 als Zusammenfassung' })).toBeChecked();
    expect(notifications.getByRole('radio', { name: 'Sofort (gesammelt je Minute)' })).not.toBeChecked();
    expect(notifications.getByRole('combobox', { name: 'Zeitzone' })).toHaveValue('Europe/Berlin');
    expect(notifications.getByRole('switch', { name: 'Kommentare' })).not.toBeChecked();
    expect(notifications.getByRole('switch', { name: 'Morgen fällige Aufgaben' })).toBeChecked();
    expect(notifications.getByRole('switch', { name: 'Neu in einem abonnierten Filter' })).toBeChecked();
    expect(notifications.getAllByRole('switch')).toHaveLength(12);
    expect(notifications.getByText('Gespeichert: Täglich um 7:00 als Zusammenfassung (Zeitzone Europe/Berlin)')).toBeInTheDocument();
    const read = calls.find((call) => call.request.path === SETTINGS)!;
    expect(read.headers.signature).toBe('sig-1');
  });

  it('saves the mode and the switches with PUT, then shows the saved state and a toast', async () => {
    let body: unknown = null;
    let current = settings();
    const { store, calls } = renderProfile((request) => {
      if (route(request) === `GET ${SETTINGS}`) return ok(current);
      if (route(request) === `PUT ${SETTINGS}`) {
        body = request.body;
        current = settings({ email: 'immediately', kinds: notificationKindsOf({ overdue: false }), version: 4 });
        return ok({ id: 'u-1', version: 4, position: 9 });
      }
      return fail(404, 'no');
    });
    const notifications = await section('Benachrichtigungen per E-Mail');
    await userEvent.click(await notifications.findByRole('radio', { name: 'Sofort (gesammelt je Minute)' }));
    expect(notifications.queryByRole('combobox', { name: 'Zeitzone' })).not.toBeInTheDocument();
    await userEvent.click(notifications.getByRole('switch', { name: 'Kommentare' }));
    await userEvent.click(notifications.getByRole('switch', { name: 'Überfällige Aufgaben' }));
    await userEvent.click(notifications.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(notifications.getByText('Gespeichert: Sofort (gesammelt je Minute)')).toBeInTheDocument());
    expect(body).toEqual({ email: 'immediately', kinds: notificationKindsOf({ overdue: false }), time_zone: 'Europe/Berlin' });
    expect(calls.filter((call) => call.request.method === 'PUT')).toHaveLength(1);
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'success', message: 'profileNotifications:toasts.saved' });
    expect(notifications.getByRole('switch', { name: 'Überfällige Aufgaben' })).not.toBeChecked();
  });

  it('turns the switches off with the mails, and a chosen time zone is sent with the daily digest', async () => {
    let body: unknown = null;
    let current = settings({ email: 'off', version: 0 });
    renderProfile((request) => {
      if (route(request) === `GET ${SETTINGS}`) return ok(current);
      if (route(request) === `PUT ${SETTINGS}`) {
        body = request.body;
        current = settings({ time_zone: 'America/New_York', version: 1 });
        return ok({ id: 'u-1', version: 1, position: 9 });
      }
      return fail(404, 'no');
    }, 'en');
    const notifications = await section('E-mail notifications');
    expect(await notifications.findByText('Not saved yet, the default applies: Off')).toBeInTheDocument();
    expect(notifications.getByRole('switch', { name: 'Comments' })).toBeDisabled();
    expect(notifications.getByText('Turn the e-mails on to choose the kinds.')).toBeInTheDocument();
    await userEvent.click(notifications.getByRole('radio', { name: 'Daily at 7:00 as a digest' }));
    expect(notifications.getByRole('switch', { name: 'Comments' })).toBeEnabled();
    const zone = notifications.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'New_York');
    await userEvent.click(await screen.findByRole('option', { name: 'America/New_York' }));
    await userEvent.click(notifications.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(body).toMatchObject({ email: 'daily', time_zone: 'America/New_York' }));
  });

  it("shows a 422's field error at its field (a saved zone the browser does not list is offered too)", async () => {
    const { store } = renderProfile((request) => {
      if (route(request) === `GET ${SETTINGS}`) return ok(settings({ time_zone: 'UTC' }));
      if (route(request) === `PUT ${SETTINGS}`) {
        throw new ApiError(422, { code: 'request.validation_failed', message: 'invalid', errors: { time_zone: ['Vom Server: unbekannt.'] } });
      }
      return fail(404, 'no');
    });
    const notifications = await section('Benachrichtigungen per E-Mail');
    const zone = await notifications.findByRole('combobox', { name: 'Zeitzone' });
    expect(zone).toHaveValue('UTC');
    await userEvent.click(notifications.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() => expect(zone).toHaveAccessibleDescription('Vom Server: unbekannt.'));
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    // the field says it all: no alert above the form
    expect(notifications.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().notifications.queue.at(-1)).toMatchObject({ severity: 'error', code: 'request.validation_failed' });
  });

  it('is left out without an account (a system admin without one)', async () => {
    const { calls } = renderProfile(() => fail(404, 'no'), 'de', signedIn({ account: { status: 'idle', id: null, current: null } }));
    expect(await screen.findByRole('region', { name: 'Persönliche Angaben' })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen per E-Mail' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.request.path === SETTINGS)).toBe(false);
  });
});

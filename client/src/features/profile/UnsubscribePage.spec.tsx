import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '../../app/router';
import { createI18n } from '../../app/i18n';
import { initialSessionState } from '../session';
import { fail, harness, ok, signedIn, type Handler } from '../../test/session-harness';
import { settle } from '../../test/settle';

const UNSUBSCRIBE = '/v1/notification_settings/unsubscribe';

/** The app's own routes (the page is public and loads lazily), in StrictMode as main.tsx renders them. */
function renderAt(path: string, handler: Handler, { language = 'de' as 'de' | 'en', session = initialSessionState } = {}) {
  const setup = harness(handler, session, path);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <StrictMode>
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n(language)}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  return { ...setup, router };
}

const posts = (calls: ReturnType<typeof renderAt>['calls']) => calls.filter((call) => call.request.path === UNSUBSCRIBE);

describe('/unsubscribe (the link of a notification mail)', { timeout: 30_000 }, () => {
  it('turns the mails off on load, without sign-in, and says so with a link to the profile', async () => {
    const { calls } = renderAt('/unsubscribe?token=tok-1', (request) =>
      request.path === UNSUBSCRIBE ? ok({ email: 'off', account_name: 'Demo-GmbH' }) : fail(404, 'no'),
    );
    expect(await screen.findByRole('heading', { name: 'Benachrichtigungs-E-Mails abbestellen' })).toBeInTheDocument();
    expect(
      await screen.findByText('Sie erhalten von Demo-GmbH keine Benachrichtigungs-E-Mails mehr. Sie können das im Profil wieder ändern.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Profil' })).toHaveAttribute('href', '/profile');
    const [post] = posts(calls);
    expect(post.request).toMatchObject({ method: 'POST', query: { token: 'tok-1' }, auth: true });
    expect(post.headers.signature).toBeNull();
  });

  it('posts once, though StrictMode runs the effect twice', async () => {
    const { calls } = renderAt('/unsubscribe?token=tok-1', (request) =>
      request.path === UNSUBSCRIBE ? ok({ email: 'off', account_name: 'Demo-GmbH' }) : fail(404, 'no'),
    );
    await screen.findByText(/keine Benachrichtigungs-E-Mails mehr/);
    await settle();
    expect(posts(calls)).toHaveLength(1);
  });

  it('shows the error text of a bad link', async () => {
    const { calls } = renderAt(
      '/unsubscribe?token=tampered',
      (request) => (request.path === UNSUBSCRIBE ? fail(400, 'invalid', 'notifications.unsubscribe_invalid') : fail(404, 'no')),
      { language: 'en' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid. You can turn the e-mails off in your profile.');
    await settle();
    expect(posts(calls)).toHaveLength(1);
  });

  it('sends nothing without a token', async () => {
    const { calls } = renderAt('/unsubscribe', () => fail(404, 'no'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Abmeldelink ist ungültig.');
    await settle();
    expect(posts(calls)).toHaveLength(0);
  });

  it('opens for a signed-in user too (no redirect to /home)', async () => {
    const { router } = renderAt(
      '/unsubscribe?token=tok-2',
      (request) => (request.path === UNSUBSCRIBE ? ok({ email: 'off', account_name: 'Demo-GmbH' }) : fail(404, 'no')),
      { session: signedIn() },
    );
    expect(await screen.findByText(/Sie erhalten von Demo-GmbH/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe');
  });
});

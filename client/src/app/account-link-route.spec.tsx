import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { initialSessionState } from '../features/session';
import { renderRouter } from '../test/render-router';
import { account, harness, ok, signedIn } from '../test/session-harness';
import type { SessionState } from '../features/session';
import { AccountLinkRoute } from './account-link-route';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function open(path: string, session: SessionState) {
  const membership = {
    account_id: 'acc-2',
    account_name: 'Beispiel',
    domain: 'beispiel',
    account_status: 'active',
    roles: ['user'],
    status: 'active',
    member_since: '2024-01-01',
  };
  const { store, navigate } = harness((request) => {
    if (request.path === '/v1/users/user-1/accounts') return ok({ data: [membership], meta: { page: 1, limit: 100, total: 1 } });
    return ok(account('sig-2', { id: 'acc-2', name: 'Beispiel-AG' }));
  }, session);
  const router = createMemoryRouter(
    [
      { path: '/acc/:accountId/*', element: <AccountLinkRoute /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(store, router);
  return { store, navigate };
}

describe('/acc/{account_id}', () => {
  it('signed out: to the login, which brings the user back to the link', async () => {
    open('/acc/acc-2/tasks/7', initialSessionState);
    expect(await screen.findByText('at /login?target=%2Facc%2Facc-2%2Ftasks%2F7')).toBeInTheDocument();
  });

  it('signed in as a member: switches to the account and goes on to the target', async () => {
    const { store, navigate } = open('/acc/acc-2/tasks/7', signedIn());
    expect(screen.getByLabelText('Organisation wird geladen …')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/tasks/7'));
    expect(store.getState().session.account.current?.id).toBe('acc-2');
  });
});

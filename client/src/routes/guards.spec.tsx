import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { pendingTarget, type SessionState } from '../features/session';
import { renderRouter } from '../test/render-router';
import { harness, ok, signedIn } from '../test/session-harness';
import { RequireAccount } from './guards';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function open(path: string, session: SessionState) {
  const { store } = harness(() => ok({ data: [], meta: { page: 1, limit: 100, total: 0 } }), session);
  const router = createMemoryRouter(
    [
      { element: <RequireAccount />, children: [{ path: '/home', element: <p>home</p> }] },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(store, router);
  return store;
}

const membership = (id: string) => ({
  account_id: id,
  account_name: id,
  domain: id,
  account_status: 'active' as const,
  roles: ['user' as const],
  status: 'active' as const,
  member_since: '2024-01-01',
});

describe('RequireAccount', () => {
  it('with the list read and no account chosen (several accounts) it sends to the picker, keeping the page', async () => {
    open(
      '/home?x=1',
      signedIn({ account: { status: 'idle', id: null, current: null }, accounts: { status: 'loaded', list: [membership('a'), membership('b')] } }),
    );
    expect(await screen.findByText('at /accounts?target=%2Fhome%3Fx%3D1')).toBeInTheDocument();
  });

  it('with a loaded account it shows the page', () => {
    open('/home', signedIn());
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('with nothing read yet (a reload) it resumes the session and waits', () => {
    const store = open('/home', signedIn({ account: { status: 'idle', id: 'acc-1', current: null } }));
    expect(screen.getByLabelText('Organisation wird geladen …')).toBeInTheDocument();
    expect(store.getState().session.account.status).toBe('loading');
  });
});

describe('login and picker targets', () => {
  it('never lead back to the picker, the login or the logout', () => {
    expect(pendingTarget('/tasks?x=1')).toBe('/tasks?x=1');
    expect(pendingTarget('/acc/a/tasks')).toBe('/acc/a/tasks');
    expect(pendingTarget('/accounts')).toBeNull();
    expect(pendingTarget('/accounts?target=%2Fhome')).toBeNull();
    expect(pendingTarget('/login')).toBeNull();
    expect(pendingTarget('/logout')).toBeNull();
    expect(pendingTarget('https://evil.example')).toBeNull();
    expect(pendingTarget('//evil.example/x')).toBeNull();
    expect(pendingTarget('/accountsettings')).toBe('/accountsettings');
  });
});

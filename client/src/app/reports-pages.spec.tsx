import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { Role } from '@kollab/contracts';
import { myExport, reportsApi, reportsSession, runView } from '../features/reports/reports.fixtures';
import { menuRoutes, RouteGate, ROUTES } from '../routes';
import { Sidebar } from '../shell/Sidebar';
import { harness } from '../test/session-harness';
import { renderRouter } from '../test/render-router';
import { ReportsRoute } from './manager-routes';
import { focusOf } from './reports-pages';

const REPORTS_ROUTE = ROUTES.find((route) => route.id === 'reports')!;

/** /reports as the router has it (the route table's row under RouteGate), with /home beside it. */
function renderAt(entry: string, roles: Role[] = ['user', 'manager']) {
  const setup = harness(reportsApi({ runs: [runView('r1'), runView('r2')], exports: [myExport('e1')] }), reportsSession({ roles }), entry);
  const router = createMemoryRouter(
    [
      {
        path: '/reports',
        element: (
          <RouteGate route={REPORTS_ROUTE}>
            <ReportsRoute />
          </RouteGate>
        ),
      },
      { path: '/home', element: <p>Startseite</p> },
    ],
    { initialEntries: [entry] },
  );
  renderRouter(setup.store, router);
  return { ...setup, router };
}

describe('/reports (issue 16)', { timeout: 30_000 }, () => {
  it('is a manager page: in the manager menu as "Berichte" for managers only', () => {
    expect(REPORTS_ROUTE).toMatchObject({ path: '/reports', access: 'account', roles: ['manager'], menu: 'manager' });
    expect(menuRoutes(ROUTES, ['user', 'manager'], []).manager.map((route) => route.id)).toContain('reports');
    expect(menuRoutes(ROUTES, ['user', 'team_admin'], ['apps.tasks']).manager.map((route) => route.id)).not.toContain('reports');

    const { store } = harness(() => null, reportsSession());
    const router = createMemoryRouter(
      [{ path: '*', element: <Sidebar main={[]} manager={menuRoutes(ROUTES, ['manager'], []).manager} open mobile={false} onClose={() => {}} /> }],
      { initialEntries: ['/reports'] },
    );
    renderRouter(store, router);
    const link = within(screen.getByRole('navigation', { name: 'Navigation' })).getByRole('link', { name: 'Berichte' });
    expect(link).toHaveAttribute('href', '/reports');
  });

  it('sends anybody but a manager home', async () => {
    const { router, calls } = renderAt('/reports', ['user']);
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(calls).toEqual([]);
  });

  it('loads the page on first use, with its slice and flows', async () => {
    const { store } = renderAt('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichte' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Läufe' })).toBeInTheDocument();
    expect((store.getState() as unknown as Record<string, unknown>).reports).toBeDefined();
  });

  it('the mails’ links /reports?run=<id> and /reports?export=<id> highlight their row', async () => {
    expect(focusOf(new URLSearchParams('run=r2'))).toEqual({ list: 'runs', id: 'r2' });
    expect(focusOf(new URLSearchParams('export=e1'))).toEqual({ list: 'exports', id: 'e1' });
    expect(focusOf(new URLSearchParams('tab=x'))).toBeNull();

    renderAt('/reports?run=r2');
    const runs = await screen.findByRole('table', { name: 'Läufe' }, { timeout: 10_000 });
    await waitFor(() => expect(within(runs).getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true'));
    expect(within(runs).getAllByRole('row')[1]).not.toHaveAttribute('aria-current');
  });
});

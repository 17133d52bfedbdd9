import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from '@kollab/contracts';
import { resultsView, surveyView } from '../features/surveys/surveys.fixtures';
import { account, harness, ok, signedIn } from '../test/session-harness';
import { createI18n } from './i18n';
import { OffersRoute } from './offers-routes';
import { ProtocolsRoute } from './protocols-routes';
import { SurveyResultsRoute } from './surveys-routes';
import { TasksRoute } from './tasks-routes';
// Loaded here, so that the lazy pages and features find them ready (a cold first import on a busy machine takes
// longer than the specs wait; see offers.fixtures.ts).
import './tasks-pages';
import './protocols-pages';
import './offers-pages';
import './surveys-pages';
import '../features/tasks/tasks.saga';
import '../features/protocols/protocols.saga';
import '../features/offers/offers.saga';

// The same stand-in as SurveyResultsPage.spec.tsx: specs share their modules (vitest.config.ts, isolate: false), so
// whichever of them loads the chart first, the other gets the same one.
vi.mock('@mui/x-charts/BarChart', () => ({
  barClasses: { label: 'MuiBarLabel-root' },
  BarChart: ({ series, yAxis }: { series: Array<{ data: number[] }>; yAxis: Array<{ data: string[] }> }) => (
    <div>
      {series[0].data.map((count, i) => (
        <span key={yAxis[0].data[i]} data-label={yAxis[0].data[i]} data-count={count} />
      ))}
    </div>
  ),
}));

const can = { edit: true, delete: true, change_status: true, answer: false, results: true };

/** Every list empty; survey s1 with its results; POST v1/exports 202. */
function renderAt(path: string, roles: Role[] = ['user', 'manager', 'surveys']) {
  const session = signedIn({
    account: {
      status: 'loaded',
      id: 'acc-1',
      current: account('sig-1', {
        roles,
        apps: ['tasks', 'protocols', 'offers', 'surveys'],
        flags: ['apps.tasks', 'apps.protocols', 'apps.offers', 'apps.surveys'],
      }),
    },
  });
  const setup = harness(
    (request) => {
      if (request.method === 'POST' && request.path === '/v1/exports') return ok({ id: 'e1', status: 'queued' });
      if (request.path === '/v1/exports/e1') return ok({ id: 'e1', kind: 'tasks', format: 'xlsx', status: 'queued', progress: 0, rows: 0 });
      if (request.path === '/v1/surveys/s1') return ok({ ...surveyView('s1', { title: 'Sommerfest', status: 'in_progress' }), can });
      if (request.path === '/v1/surveys/s1/results') return ok(resultsView('s1'));
      if (request.path.endsWith('/permissions')) return ok({ team_permissions: [] });
      return ok({ data: [], meta: { page: 1, limit: 25, total: 0, sum_total: 0 } });
    },
    session,
    path,
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/tasks" element={<TasksRoute />} />
            <Route path="/protocols" element={<ProtocolsRoute />} />
            <Route path="/offers" element={<OffersRoute />} />
            <Route path="/surveys/:id/results" element={<SurveyResultsRoute />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('the export button on the pages (issue 16)', { timeout: 30_000 }, () => {
  it("/tasks exports the list's filter and order, without page and limit", async () => {
    const setup = renderAt('/tasks?status=open&order=due_date&page=2&limit=50');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportieren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await waitFor(() =>
      expect(setup.calls.find((call) => call.request.method === 'POST')?.request.body).toEqual({
        kind: 'tasks',
        format: 'xlsx',
        filter: { order: 'due_date', status: 'open' },
      }),
    );
  });

  it('/protocols has it for managers', async () => {
    renderAt('/protocols');
    expect(await screen.findByRole('button', { name: 'Exportieren' })).toBeInTheDocument();
  });

  it('/offers has it for managers', async () => {
    renderAt('/offers');
    expect(await screen.findByRole('button', { name: 'Exportieren' })).toBeInTheDocument();
  });

  it('/surveys/:id/results has "Per E-Mail exportieren" beside its own downloads', async () => {
    renderAt('/surveys/s1/results');
    const byMail = await screen.findByRole('button', { name: 'Per E-Mail exportieren' });
    expect(byMail.parentElement).toContainElement(screen.getByRole('button', { name: 'Export (XLSX)' }));
    expect(screen.getByRole('button', { name: 'Export (CSV)' })).toBeInTheDocument();
  });

  it('is not there without the manager role', async () => {
    renderAt('/surveys/s1/results', ['user', 'surveys']);
    expect(await screen.findByRole('button', { name: 'Export (XLSX)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Per E-Mail exportieren' })).not.toBeInTheDocument();
  });
});

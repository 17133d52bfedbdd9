import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import type { ApiRequest } from '../../lib/api/http';
import { listItem, page, surveysHarness } from './surveys.fixtures';
import { SurveysPage } from './SurveysPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const MINE = [
  listItem('a', { title: 'Teamtag', my_status: 'in_progress' }),
  listItem('b', { title: 'Kantine', my_status: 'closed' }),
  listItem('c', { title: 'Später', status: 'open', my_status: 'open' }),
];
const AUTHORED = [listItem('d', { title: 'Eigene Umfrage', status: 'draft', my_status: null, submitted_count: 2, assignee_count: 5 })];

function renderList(roles: Role[] = ['user', 'surveys'], path = '/surveys') {
  const setup = surveysHarness(
    (request) => {
      if (request.path !== '/v1/surveys') return page([]);
      return request.query?.['filter[assigned]'] === 'me' ? page(MINE, 3) : page(AUTHORED, 1);
    },
    path,
    roles,
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/surveys" element={<SurveysPage canAuthor={roles.includes('surveys')} />} />
            <Route path="/surveys/:id/answer" element={<p>Antwortseite</p>} />
            <Route path="/surveys/:id" element={<p>Editor</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const listQueries = (calls: { request: ApiRequest }[]) =>
  calls.filter(({ request }) => request.path === '/v1/surveys').map(({ request }) => request.query);

describe('SurveysPage', { timeout: 40_000 }, () => {
  it('"Meine Umfragen": the surveys I am asked (filter[assigned]=me), each with my status and "Antworten" while I can answer', async () => {
    const { calls } = renderList();
    const row = await screen.findByRole('row', { name: 'Umfrage Teamtag öffnen' });
    expect(listQueries(calls)[0]).toMatchObject({ 'filter[assigned]': 'me' });
    expect(within(row).getByText('In Bearbeitung')).toBeInTheDocument();
    expect(within(row).getByText('Läuft')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Umfrage Teamtag beantworten' })).toHaveAttribute('href', '/surveys/a/answer');
    // submitted, or not started yet: no answer button (the answer page says why)
    const submitted = screen.getByRole('row', { name: 'Umfrage Kantine öffnen' });
    expect(within(submitted).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(within(submitted).queryByRole('link', { name: /beantworten/ })).toBeNull();
    expect(within(screen.getByRole('row', { name: 'Umfrage Später öffnen' })).queryByRole('link', { name: /beantworten/ })).toBeNull();
    // the title leads to the answer page too
    expect(within(submitted).getByRole('link', { name: 'Kantine' })).toHaveAttribute('href', '/surveys/b/answer');
  });

  it('"Von mir erstellt" asks for filter[author]=<my id>, keeps the tab in the URL and shows how many answered', async () => {
    const { calls } = renderList();
    await screen.findByRole('row', { name: 'Umfrage Teamtag öffnen' });
    await userEvent.click(screen.getByRole('tab', { name: 'Von mir erstellt' }));
    const row = await screen.findByRole('row', { name: 'Umfrage Eigene Umfrage öffnen' });
    expect(listQueries(calls).at(-1)).toMatchObject({ 'filter[author]': 'user-1' });
    expect(listQueries(calls).at(-1)).not.toHaveProperty('filter[assigned]');
    expect(screen.getByTestId('location')).toHaveTextContent('/surveys?tab=authored');
    expect(within(row).getByText('2 von 5')).toBeInTheDocument();
    expect(within(row).getByText('Entwurf')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Eigene Umfrage' })).toHaveAttribute('href', '/surveys/d');
    expect(screen.getByRole('link', { name: 'Neue Umfrage' })).toHaveAttribute('href', '/surveys/new');
  });

  it('the status filter and the search go to the API on the tab shown', async () => {
    const { calls } = renderList(['user', 'surveys'], '/surveys?tab=authored&status=closed');
    await screen.findByRole('row', { name: 'Umfrage Eigene Umfrage öffnen' });
    expect(listQueries(calls)[0]).toMatchObject({ 'filter[author]': 'user-1', 'filter[status]': 'closed' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen (Titel)' }), 'Kan');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ 'filter[search]': 'Kan', 'filter[author]': 'user-1' }));
  });

  it('without role surveys: only my surveys, no tabs and no "Neue Umfrage", whatever the URL says', async () => {
    const { calls } = renderList(['contact'], '/surveys?tab=authored');
    await screen.findByRole('row', { name: 'Umfrage Teamtag öffnen' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Neue Umfrage' })).toBeNull();
    expect(listQueries(calls).every((query) => query?.['filter[assigned]'] === 'me' && !query?.['filter[author]'])).toBe(true);
  });
});

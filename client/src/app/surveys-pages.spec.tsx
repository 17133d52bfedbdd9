import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '@kollab/contracts';
import { assignedView, listItem, myAnswers, page, resultsView, surveysHarness, surveyView } from '../features/surveys/surveys.fixtures';
import { RouteGate, ROUTES } from '../routes';
import { ok } from '../test/session-harness';
import { createI18n } from './i18n';
import { SurveyAnswerRoute, SurveyNewRoute, SurveyResultsRoute, SurveyRoute, SurveysRoute } from './surveys-routes';

const SCREENS: Record<string, () => ReactElement> = {
  surveys: () => <SurveysRoute />,
  surveyNew: () => <SurveyNewRoute />,
  survey: () => <SurveyRoute />,
  surveyAnswer: () => <SurveyAnswerRoute />,
  surveyResults: () => <SurveyResultsRoute />,
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The survey routes as the router makes them (RouteGate: role and app), at `path`, for a member with `roles`. */
function renderAt(path: string, roles: Role[]) {
  const can = { edit: true, delete: true, change_status: true, answer: true, results: true };
  const setup = surveysHarness(
    (request) => {
      if (request.path === '/v1/surveys') return page([listItem('a', { title: 'Teamtag' })]);
      if (request.path === '/v1/surveys/a')
        return ok({
          ...(roles.includes('surveys') ? surveyView('a', { title: 'Teamtag', status: 'in_progress' }) : assignedView('a', { title: 'Teamtag' })),
          can,
        });
      if (request.path === '/v1/surveys/a/answers/mine') return ok(myAnswers('a'));
      if (request.path === '/v1/surveys/a/results') return ok(resultsView('a'));
      return page([]);
    },
    path,
    roles,
  );
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {ROUTES.filter((route) => route.id in SCREENS).map((route) => (
              <Route key={route.id} path={route.path} element={<RouteGate route={route}>{SCREENS[route.id]()}</RouteGate>} />
            ))}
            <Route path="/home" element={<p>Startseite</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

describe('surveys pages (loaded on first use)', { timeout: 40_000 }, () => {
  it('/surveys is open to staff without role surveys: "Meine Umfragen" only', async () => {
    renderAt('/surveys', ['user']);
    // the first test loads the screens' chunk: on a busy machine that takes longer than findBy's second
    expect(await screen.findByRole('row', { name: 'Umfrage Teamtag öffnen' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Von mir erstellt' })).toBeNull();
  });

  it('without role surveys /surveys/new goes to /home (seed)', async () => {
    renderAt('/surveys/new', ['user']);
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });

  it('without role surveys the editor /surveys/:id goes to /home (seed); an assignee answers at /surveys/:id/answer', async () => {
    renderAt('/surveys/a', ['contact']);
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });

  it('an assignee without the role answers at /surveys/:id/answer', async () => {
    renderAt('/surveys/a/answer', ['contact']);
    expect(await screen.findByRole('heading', { name: 'Teamtag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeInTheDocument();
  });

  it('the results need role surveys', async () => {
    renderAt('/surveys/a/results', ['user']);
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });

  it('with role surveys /surveys/:id is the editor, linking to the results', async () => {
    renderAt('/surveys/a', ['user', 'surveys']);
    expect(await screen.findByRole('form', { name: 'Umfrage bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ergebnisse' })).toHaveAttribute('href', '/surveys/a/results');
  });

  it('with role surveys /surveys/:id/results shows the results', async () => {
    renderAt('/surveys/a/results', ['user', 'surveys']);
    expect(await screen.findByRole('heading', { name: 'Ergebnisse: Teamtag' })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { SurveyQuestionResultView, SurveyResultsView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { realtimeActions } from '../realtime';
import { ok } from '../../test/session-harness';
import { notFound, question, resultsPush, resultsView, surveysHarness, surveyView } from './surveys.fixtures';
import { SurveyResultsPage } from './SurveyResultsPage';

// jsdom lays nothing out (an SVG chart has no width there): the chart stands in as what it is given.
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
const COLOUR = question('q-one', 'single_choice', { question: 'Welche Farbe?' });

const results = (overrides: Partial<SurveyQuestionResultView>[] = [], more: Partial<SurveyResultsView> = {}): SurveyResultsView =>
  resultsView('a', {
    submitted: 2,
    respondents: 2,
    questions: [
      {
        question_id: 'q-one',
        type: 'single_choice',
        question: 'Welche Farbe?',
        answered: 2,
        choices: [
          { choice_id: 'c-rot', label: 'Rot', count: 2 },
          { choice_id: 'c-gruen', label: 'Grün', count: 0 },
        ],
        distribution: null,
        mean: null,
        median: null,
        text_answers: null,
        ...overrides[0],
      },
      {
        question_id: 'q-rate',
        type: 'rating',
        question: 'Wie war es?',
        answered: 2,
        choices: null,
        distribution: [1, 2, 3, 4, 5].map((value) => ({ value, count: value === 4 ? 1 : value === 5 ? 1 : 0 })),
        mean: 4.5,
        median: 4.5,
        text_answers: null,
        ...overrides[1],
      },
      {
        question_id: 'q-text',
        type: 'text',
        question: 'Sonst?',
        answered: 1,
        choices: null,
        distribution: null,
        mean: null,
        median: null,
        text_answers: ['Mehr Kuchen'],
        ...overrides[2],
      },
    ],
    responses: [
      {
        user_id: 'user-2',
        submitted_at: '2026-03-04T10:00:00Z',
        answers: [
          { question_id: 'q-one', answer: 'c-rot' },
          { question_id: 'q-rate', answer: 4 },
        ],
      },
      {
        user_id: 'user-3',
        submitted_at: '2026-03-04T11:00:00Z',
        answers: [
          { question_id: 'q-one', answer: 'c-rot' },
          { question_id: 'q-text', answer: 'Mehr Kuchen' },
        ],
      },
    ],
    responses_meta: { page: 1, limit: 50, total: 2 },
    ...more,
  });

function renderPage(view: SurveyResultsView) {
  const setup = surveysHarness((request) => {
    if (request.path === '/v1/surveys/a') return ok({ ...surveyView('a', { title: 'Sommerfest', status: 'in_progress', questions: [COLOUR] }), can });
    if (request.path === '/v1/surveys/a/results') return ok(view);
    return notFound();
  }, '/surveys/a/results');
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter>
          <SurveyResultsPage id="a" />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const counts = (name: string) =>
  within(screen.getByRole('table', { name: `Antworten auf „${name}“` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The chart's bars: their labels and counts. */
const bars = (name: string) =>
  [...screen.getByRole('img', { name: `Diagramm der Antworten auf „${name}“` }).querySelectorAll<HTMLElement>('[data-count]')].map(
    (bar) => `${bar.dataset.label}:${bar.dataset.count}`,
  );

describe('SurveyResultsPage', { timeout: 40_000 }, () => {
  it('shows the figures, counts per choice and value with charts, mean and median, text answers, and who answered what', async () => {
    renderPage(results());
    expect(await screen.findByRole('heading', { name: 'Ergebnisse: Sommerfest' })).toBeInTheDocument();
    const figures = screen.getByLabelText('Kennzahlen');
    expect(figures).toHaveTextContent('Eingeladen5');
    expect(figures).toHaveTextContent('Abgeschickt2');
    expect(figures).toHaveTextContent('Ausgewertet2');
    expect(counts('Welche Farbe?')).toEqual([
      ['Rot', '2'],
      ['Grün', '0'],
    ]);
    expect(bars('Welche Farbe?')).toEqual(['Rot:2', 'Grün:0']);
    expect(counts('Wie war es?')).toEqual([
      ['1', '0'],
      ['2', '0'],
      ['3', '0'],
      ['4', '1'],
      ['5', '1'],
    ]);
    const rating = screen.getByRole('region', { name: '2. Wie war es?' });
    expect(within(rating).getByText('Mittelwert').nextSibling).toHaveTextContent('4,5');
    expect(within(screen.getByRole('list', { name: 'Freitextantworten' })).getByText('Mehr Kuchen')).toBeInTheDocument();
    const responses = screen.getByRole('region', { name: 'Antworten je Person' });
    const ben = within(responses).getByRole('row', { name: /Ben Roth/ });
    expect(within(ben).getByText('Rot')).toBeInTheDocument();
    expect(within(ben).getByText('4')).toBeInTheDocument();
    expect(within(responses).getByRole('row', { name: /Cem Aydin/ })).toHaveTextContent('Mehr Kuchen');
  });

  it('moves with surveys/surveyResultsChanged, without a reload', async () => {
    const { store, calls } = renderPage(results());
    await screen.findByRole('table', { name: 'Antworten auf „Welche Farbe?“' });
    const reads = calls.length;
    act(() => {
      store.dispatch(
        realtimeActions.viewChanged({
          event: 'surveys/surveyResultsChanged',
          message: resultsPush(
            results(
              [
                {
                  answered: 3,
                  choices: [
                    { choice_id: 'c-rot', label: 'Rot', count: 2 },
                    { choice_id: 'c-gruen', label: 'Grün', count: 1 },
                  ],
                },
              ],
              { submitted: 3, respondents: 3 },
            ),
          ),
        }),
      );
    });
    await waitFor(() =>
      expect(counts('Welche Farbe?')).toEqual([
        ['Rot', '2'],
        ['Grün', '1'],
      ]),
    );
    expect(screen.getByLabelText('Kennzahlen')).toHaveTextContent('Abgeschickt3');
    expect(bars('Welche Farbe?')).toEqual(['Rot:2', 'Grün:1']);
    expect(calls.length).toBe(reads);
  });

  it('anonymous: nothing before a first group of 3 is released, and why; never names', async () => {
    renderPage(
      resultsView('a', { anonymous: true, released: false, submitted: 2, respondents: 0, questions: [], responses: null, responses_meta: null }),
    );
    expect(await screen.findByText('Ergebnisse erscheinen, sobald mindestens 3 Personen geantwortet haben.')).toBeInTheDocument();
    expect(screen.getByText(/in Gruppen von mindestens 3 Personen/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Antworten je Person' })).toBeNull();
  });

  it('pages the respondents (the figures are always whole)', async () => {
    const { calls } = renderPage(results([], { submitted: 60, respondents: 60, responses_meta: { page: 1, limit: 50, total: 60 } }));
    await screen.findByRole('region', { name: 'Antworten je Person' });
    expect(calls.find((call) => call.request.path === '/v1/surveys/a/results')?.request.query).toEqual({ page: 1, limit: 50 });
    await userEvent.click(screen.getByRole('button', { name: /nächste Seite|next page/i }));
    await waitFor(() =>
      expect(calls.filter((call) => call.request.path === '/v1/surveys/a/results').at(-1)?.request.query).toEqual({ page: 2, limit: 50 }),
    );
  });

  it('exports the results as XLSX and CSV', async () => {
    const { calls } = renderPage(results());
    await screen.findByRole('table', { name: 'Antworten auf „Welche Farbe?“' });
    await userEvent.click(screen.getByRole('button', { name: 'Export (XLSX)' }));
    await waitFor(() => expect(calls.some((call) => call.request.path === '/v1/surveys/a/results/export')).toBe(true));
    expect(calls.find((call) => call.request.path === '/v1/surveys/a/results/export')?.request).toMatchObject({
      query: { format: 'xlsx' },
      responseType: 'blob',
    });
  });
});

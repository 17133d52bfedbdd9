import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AssignedSurveyView, MySurveyAnswersView, SurveyAnswerInput } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import type { ApiRequest } from '../../lib/api/http';
import { readJson, writeJson } from '../../lib/storage';
import { fail, ok, type Handler } from '../../test/session-harness';
import { draftKey } from './survey-drafts';
import { assignedView, myAnswers, notFound, question, surveysHarness } from './surveys.fixtures';
import { SurveyAnswerPage } from './SurveyAnswerPage';

const canAnswer = { edit: false, delete: false, change_status: false, answer: true, results: false };

const ALL_TYPES = [
  question('q-bool', 'boolean', { question: 'Kommen Sie?' }),
  question('q-date', 'date', { question: 'Wann?' }),
  question('q-time', 'time', { question: 'Um wie viel Uhr?' }),
  question('q-num', 'number', { question: 'Wie viele Gäste?', min: 0, max: 10 }),
  question('q-rate', 'rating', { question: 'Wie gefällt es Ihnen?' }),
  question('q-scale', 'scale', { question: 'Wie wichtig?', min_label: 'gar nicht', max_label: 'sehr' }),
  question('q-one', 'single_choice', { question: 'Welche Farbe?' }),
  question('q-many', 'multiple_choice', { question: 'Welche Farben?' }),
  question('q-text', 'text', { question: 'Sonst noch etwas?' }),
];

interface Setup {
  survey?: AssignedSurveyView;
  mine?: MySurveyAnswersView;
  can?: typeof canAnswer;
  put?: Handler;
}

function renderPage({ survey = assignedView('a', { questions: ALL_TYPES }), mine = myAnswers('a'), can = canAnswer, put }: Setup = {}) {
  let onServer = mine;
  const setup = surveysHarness((request, headers) => {
    if (request.method === 'GET' && request.path === '/v1/surveys/a') return ok({ ...survey, can });
    if (request.method === 'GET' && request.path === '/v1/surveys/a/answers/mine') return ok(onServer);
    if (request.method === 'PUT') {
      const answer = put ? (put(request, headers) as { body: MySurveyAnswersView }) : null;
      if (answer) onServer = answer.body;
      return answer ?? notFound();
    }
    return notFound();
  }, '/surveys/a/answer');
  const view = render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={['/surveys/a/answer']}>
          <Routes>
            <Route path="/surveys/:id/answer" element={<SurveyAnswerPage id="a" />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...setup, ...view };
}

const puts = (calls: { request: ApiRequest }[]) =>
  calls.filter((call) => call.request.method === 'PUT').map((call) => call.request.body as { answers: SurveyAnswerInput[]; submit: boolean });
const group = (name: string) => screen.getByRole('group', { name });
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.keyboard(text);
}
const saved =
  (overrides: Partial<MySurveyAnswersView> = {}): Handler =>
  () =>
    ok(myAnswers('a', { status: 'in_progress', saved_at: '2026-03-05T10:00:00Z', ...overrides }));

describe('SurveyAnswerPage', { timeout: 60_000 }, () => {
  it('each control hands on the right answer value, sent with "Zwischenspeichern" as a partial save (submit: false)', async () => {
    const { calls } = renderPage({ put: saved() });
    await screen.findByRole('heading', { name: 'Umfrage a' });
    await userEvent.click(within(group('1. Kommen Sie?')).getByRole('radio', { name: 'Ja' }));
    await typeInto(within(group('2. Wann?')).getByRole('spinbutton', { name: 'Tag' }), '15032026');
    await typeInto(within(group('3. Um wie viel Uhr?')).getAllByRole('spinbutton')[0], '0930');
    await userEvent.type(screen.getByRole('textbox', { name: '4. Wie viele Gäste?' }), '2,5');
    await userEvent.click(within(group('5. Wie gefällt es Ihnen?')).getByRole('radio', { name: '4 Sterne' }));
    await userEvent.click(within(group('6. Wie wichtig?')).getByRole('radio', { name: '7' }));
    await userEvent.click(within(group('7. Welche Farbe?')).getByRole('radio', { name: 'Grün' }));
    // clicked in the other order: sent in the question's order
    await userEvent.click(within(group('8. Welche Farben?')).getByRole('checkbox', { name: 'Grün' }));
    await userEvent.click(within(group('8. Welche Farben?')).getByRole('checkbox', { name: 'Rot' }));
    await userEvent.type(screen.getByRole('textbox', { name: '9. Sonst noch etwas?' }), '  Gut ');
    expect(screen.getByText('6 von 5000 Zeichen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zwischenspeichern' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const [body] = puts(calls);
    expect(calls.find((call) => call.request.method === 'PUT')?.request.path).toBe('/v1/surveys/a/answers/mine');
    expect(body.submit).toBe(false);
    expect(body.answers).toEqual([
      { question_id: 'q-bool', answer: true },
      { question_id: 'q-date', answer: '2026-03-15' },
      { question_id: 'q-time', answer: '09:30' },
      { question_id: 'q-num', answer: 2.5 },
      { question_id: 'q-rate', answer: 4 },
      { question_id: 'q-scale', answer: 7 },
      { question_id: 'q-one', answer: 'c-gruen' },
      { question_id: 'q-many', answer: ['c-rot', 'c-gruen'] },
      { question_id: 'q-text', answer: 'Gut' },
    ]);
    expect(await screen.findByText(/^Zuletzt zwischengespeichert am 05\.03\.2026 \d\d:\d\d\.$/)).toBeInTheDocument();
  });

  it("checks as you type with the contracts' rule; a submission needs the required answers and sends nothing before", async () => {
    const survey = assignedView('a', {
      questions: [
        question('q-num', 'number', { question: 'Wie viele?', min: 0, max: 10 }),
        question('q-must', 'text', { question: 'Warum?', required: true }),
      ],
    });
    const { calls } = renderPage({ survey, put: saved() });
    const count = await screen.findByRole('textbox', { name: '1. Wie viele?' });
    expect(screen.getByText('Von 0 bis 10')).toBeInTheDocument();
    await userEvent.type(count, '12');
    expect(screen.getByText('Höchstens 10.')).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, 'zwei');
    expect(screen.getByText('Bitte geben Sie eine Zahl ein.')).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    expect(screen.queryByText('Bitte geben Sie eine Zahl ein.')).toBeNull();
    // a required question may stay open in a partial save, not in a submission
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Bitte beantworten Sie diese Frage.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts(calls)).toEqual([]);
  });

  it('submitting asks first, then sends submit: true and shows the thanks, read-only', async () => {
    const survey = assignedView('a', { questions: [question('q1', 'boolean', { question: 'Kommen Sie?', required: true })] });
    const { calls } = renderPage({
      survey,
      put: saved({ status: 'closed', submitted_at: '2026-03-05T10:00:00Z', answers: [{ question_id: 'q1', answer: false }] }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Nein' }));
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Antworten absenden?' });
    expect(puts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Danke, Ihre Antworten wurden gesendet.', { selector: '[role="status"] *' })).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ answers: [{ question_id: 'q1', answer: false }], submit: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Nein' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Nein' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Absenden' })).toBeNull();
  });

  it('anonymous: says so, keeps the partial answers on this device (not on the server), and removes them on submit', async () => {
    const key = draftKey('acc-1', 'user-1', 'a');
    writeJson(key, { q1: 'Mehr Pausen', gone: 'eine entfernte Frage' });
    const survey = assignedView('a', {
      anonymous: true,
      questions: [question('q1', 'text', { question: 'Was fehlt?' }), question('q2', 'rating', { question: 'Note?' })],
    });
    const { calls } = renderPage({
      survey,
      mine: myAnswers('a', { anonymous: true, answers: null, status: 'in_progress' }),
      put: (request) =>
        ok(
          (request.body as { submit: boolean }).submit
            ? myAnswers('a', { anonymous: true, answers: null, status: 'closed', submitted_at: '2026-03-05T10:00:00Z' })
            : myAnswers('a', { anonymous: true, answers: null, status: 'in_progress', saved_at: '2026-03-05T10:00:00Z' }),
        ),
    });
    expect(await screen.findByText(/Diese Umfrage ist anonym/)).toBeInTheDocument();
    // the draft of this device is back
    expect(screen.getByRole('textbox', { name: '1. Was fehlt?' })).toHaveValue('Mehr Pausen');
    await userEvent.click(screen.getByRole('radio', { name: '2 Sterne' }));
    expect(readJson(key)).toEqual({ q1: 'Mehr Pausen', q2: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Zwischenspeichern' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({
      answers: [
        { question_id: 'q1', answer: 'Mehr Pausen' },
        { question_id: 'q2', answer: 2 },
      ],
      submit: false,
    });
    expect(readJson(key)).toEqual({ q1: 'Mehr Pausen', q2: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(/Ihre Antworten sind anonym und können deshalb/)).toBeInTheDocument();
    expect(puts(calls)[1].submit).toBe(true);
    expect(readJson(key)).toBeNull();
    // nothing of the answers is shown afterwards
    expect(screen.queryByRole('textbox', { name: '1. Was fehlt?' })).toBeNull();
  });

  it('says why it cannot be answered: not started, closed, overdue, not invited', async () => {
    const notStarted = renderPage({
      survey: assignedView('a', { status: 'open', start_date: '2099-03-01' }),
      can: { ...canAnswer, answer: false },
    });
    expect(await screen.findByText('Diese Umfrage beginnt am 01.03.2099. Dann können Sie antworten.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Absenden' })).toBeNull();
    notStarted.unmount();

    const closed = renderPage({ survey: assignedView('a', { status: 'closed' }), can: { ...canAnswer, answer: false } });
    expect(await screen.findByText('Diese Umfrage ist abgeschlossen.')).toBeInTheDocument();
    closed.unmount();

    const overdue = renderPage({
      survey: assignedView('a', { status: 'closed', my_status: 'overdue' }),
      mine: myAnswers('a', { status: 'overdue' }),
      can: { ...canAnswer, answer: false },
    });
    expect(await screen.findByText('Die Frist ist abgelaufen: Sie können nicht mehr antworten.')).toBeInTheDocument();
    overdue.unmount();

    const setup = surveysHarness((request) => {
      if (request.path === '/v1/surveys/a') return ok({ ...assignedView('a'), can: { ...canAnswer, answer: false } });
      return fail(403, 'not invited', 'surveys.not_assignee');
    }, '/surveys/a/answer');
    render(
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n('de')}>
          <MemoryRouter>
            <SurveyAnswerPage id="a" />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(await screen.findByText('Sie sind zu dieser Umfrage nicht eingeladen.')).toBeInTheDocument();
  });
});

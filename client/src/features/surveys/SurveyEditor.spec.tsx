import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SURVEY_ITEM_ID_PATTERN, type SurveyQuestion, type SurveyView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { ApiError } from '../../lib/api/http';
import { ok, type Handler } from '../../test/session-harness';
import { notFound, question, surveysHarness, surveyView, written } from './surveys.fixtures';
import { SurveyNewPage } from './SurveyNewPage';
import { SurveyPage } from './SurveyPage';

const can = { edit: true, delete: true, change_status: true, answer: false, results: true };

function renderNew(handler: Handler = () => written('s9', 1)) {
  const setup = surveysHarness(handler, '/surveys/new');
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={['/surveys/new']}>
          <SurveyNewPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

function renderExisting(view: SurveyView | (() => SurveyView), handler: Handler = () => notFound()) {
  const now = typeof view === 'function' ? view : () => view;
  const setup = surveysHarness((request, headers) => {
    if (request.method === 'GET' && request.path === `/v1/surveys/${now().id}` && request.query?.version === undefined) return ok({ ...now(), can });
    return handler(request, headers);
  }, `/surveys/${now().id}`);
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <MemoryRouter initialEntries={[`/surveys/${now().id}`]}>
          <Routes>
            <Route path="/surveys/:id" element={<SurveyPage id={now().id} />} />
            <Route path="/surveys/:id/answer" element={<p>Antwortseite</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

// the cards are found by their heading in the DOM (role queries over a long form are slow in jsdom); that each is a
// region named by its heading is asserted once below
const sections = () => [...document.querySelectorAll<HTMLElement>('section[data-question]')];
const heading = (section: HTMLElement) => section.querySelector('h3')?.textContent ?? '';
const cards = () => sections().map(heading);
const card = (number: number, type: string) => {
  const found = sections().find((section) => heading(section) === `Frage ${number} · ${type}`);
  if (!found) throw new Error(`no card "Frage ${number} · ${type}" among ${cards().join(', ')}`);
  return found;
};
async function add(type: string) {
  await userEvent.click(screen.getByText('Frage hinzufügen', { selector: 'button' }));
  await userEvent.click(await screen.findByText(type, { selector: '[role="menuitem"]' }));
}
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}
/** Many fields at once (one change event each: the spec of a long form stays fast). */
const set = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
const posted = (calls: { request: { method: string; body?: unknown } }[]) =>
  calls.find((call) => call.request.method === 'POST')?.request.body as { title: string; questions: SurveyQuestion[] };

describe('survey editor: a new survey', { timeout: 60_000 }, () => {
  it('adds a question of each of the nine types, each with the fields its type has, and posts them in order', async () => {
    const { calls, navigate } = renderNew();
    const types = ['Ja/Nein', 'Datum', 'Uhrzeit', 'Zahl', 'Bewertung', 'Skala', 'Einfachauswahl', 'Mehrfachauswahl', 'Freitext'];
    for (const type of types) await add(type);
    expect(cards()).toEqual(types.map((type, index) => `Frage ${index + 1} · ${type}`));
    expect(screen.getByRole('region', { name: 'Frage 9 · Freitext' })).toBe(card(9, 'Freitext'));
    // the new question's text has the focus
    await waitFor(() => expect(within(card(9, 'Freitext')).getByRole('textbox', { name: 'Frage' })).toHaveFocus());
    expect(within(card(5, 'Bewertung')).getByRole('textbox', { name: 'Mindestwert' })).toHaveValue('1');
    expect(within(card(5, 'Bewertung')).getByRole('textbox', { name: 'Höchstwert' })).toHaveValue('5');
    expect(within(card(6, 'Skala')).getByRole('textbox', { name: 'Höchstwert' })).toHaveValue('10');
    expect(within(card(6, 'Skala')).getByRole('textbox', { name: 'Bedeutung des kleinsten Werts' })).toBeInTheDocument();
    expect(within(card(4, 'Zahl')).getByRole('textbox', { name: 'Mindestwert' })).toHaveValue('');
    expect(within(card(1, 'Ja/Nein')).queryByRole('textbox', { name: 'Mindestwert' })).toBeNull();
    for (const [number, type] of [
      [7, 'Einfachauswahl'],
      [8, 'Mehrfachauswahl'],
    ] as const) {
      const choices = card(number, type);
      set(within(choices).getByRole('textbox', { name: 'Antwortmöglichkeit 1' }), 'Rot');
      set(within(choices).getByRole('textbox', { name: 'Antwortmöglichkeit 2' }), 'Grün');
      await userEvent.click(within(choices).getByRole('button', { name: 'Antwortmöglichkeit hinzufügen' }));
      set(within(choices).getByRole('textbox', { name: 'Antwortmöglichkeit 3' }), 'Blau');
    }
    for (const [index, type] of types.entries()) set(within(card(index + 1, type)).getByRole('textbox', { name: 'Frage' }), `Frage zu ${type}`);
    await userEvent.click(within(card(1, 'Ja/Nein')).getByRole('switch', { name: 'Pflichtfrage' }));
    await fill(screen.getByRole('textbox', { name: 'Titel' }), 'Teamtag');
    await userEvent.click(screen.getByRole('button', { name: 'Umfrage anlegen' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/surveys/s9'));
    const body = posted(calls);
    expect(body.title).toBe('Teamtag');
    expect(body.questions.map((item) => item.type)).toEqual([
      'boolean',
      'date',
      'time',
      'number',
      'rating',
      'scale',
      'single_choice',
      'multiple_choice',
      'text',
    ]);
    expect(body.questions[0]).toMatchObject({ question: 'Frage zu Ja/Nein', required: true, answer_choices: [], min: null });
    expect(body.questions[4]).toMatchObject({ min: 1, max: 5 });
    expect(body.questions[5]).toMatchObject({ min: 1, max: 10, min_label: null, max_label: null });
    expect(body.questions[6].answer_choices.map((choice) => choice.label)).toEqual(['Rot', 'Grün', 'Blau']);
    const ids = body.questions.flatMap((item) => [item.id, ...item.answer_choices.map((choice) => choice.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(SURVEY_ITEM_ID_PATTERN);
  });

  it('reorders by keyboard: the up and down buttons, and Alt+Arrow keys in a question; the focus stays, the new place is announced', async () => {
    const { calls } = renderNew();
    for (const type of ['Ja/Nein', 'Zahl', 'Freitext']) await add(type);
    await userEvent.click(within(card(2, 'Zahl')).getByRole('button', { name: 'Frage 2 nach oben verschieben' }));
    expect(cards()).toEqual(['Frage 1 · Zahl', 'Frage 2 · Ja/Nein', 'Frage 3 · Freitext']);
    expect(screen.getByRole('status')).toHaveTextContent('Frage 2 ist jetzt Frage 1.');
    // the moved question is now first: its up button is disabled, the focus went to the question itself
    expect(card(1, 'Zahl')).toHaveFocus();

    const text = within(card(3, 'Freitext')).getByRole('textbox', { name: 'Frage' });
    await fill(text, 'Was noch?');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(cards()).toEqual(['Frage 1 · Zahl', 'Frage 2 · Freitext', 'Frage 3 · Ja/Nein']);
    expect(text).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    expect(cards()[0]).toBe('Frage 1 · Freitext');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(cards()).toEqual(['Frage 1 · Zahl', 'Frage 2 · Freitext', 'Frage 3 · Ja/Nein']);
    expect(screen.getByRole('status')).toHaveTextContent('Frage 1 ist jetzt Frage 2.');

    for (const [number, type] of [
      [1, 'Zahl'],
      [3, 'Ja/Nein'],
    ] as const)
      await fill(within(card(number, type)).getByRole('textbox', { name: 'Frage' }), type);
    await fill(screen.getByRole('textbox', { name: 'Titel' }), 'Reihenfolge');
    await userEvent.click(screen.getByRole('button', { name: 'Umfrage anlegen' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls).questions.map((item) => item.question)).toEqual(['Zahl', 'Was noch?', 'Ja/Nein']);
  });

  it('duplicates a question below it, with new ids for it and its choices', async () => {
    const { calls } = renderNew();
    await add('Einfachauswahl');
    const first = card(1, 'Einfachauswahl');
    await fill(within(first).getByRole('textbox', { name: 'Frage' }), 'Farbe?');
    await fill(within(first).getByRole('textbox', { name: 'Antwortmöglichkeit 1' }), 'Rot');
    await fill(within(first).getByRole('textbox', { name: 'Antwortmöglichkeit 2' }), 'Blau');
    await add('Freitext');
    await fill(within(card(2, 'Freitext')).getByRole('textbox', { name: 'Frage' }), 'Sonst?');
    await userEvent.click(within(first).getByRole('button', { name: 'Frage 1 duplizieren' }));
    expect(cards()).toEqual(['Frage 1 · Einfachauswahl', 'Frage 2 · Einfachauswahl', 'Frage 3 · Freitext']);
    expect(within(card(2, 'Einfachauswahl')).getByRole('textbox', { name: 'Frage' })).toHaveValue('Farbe?');
    await fill(screen.getByRole('textbox', { name: 'Titel' }), 'Kopie');
    await userEvent.click(screen.getByRole('button', { name: 'Umfrage anlegen' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    const [original, copy] = posted(calls).questions;
    expect(copy).toMatchObject({ question: 'Farbe?', type: 'single_choice' });
    expect(copy.answer_choices.map((choice) => choice.label)).toEqual(['Rot', 'Blau']);
    expect(copy.id).not.toBe(original.id);
    expect(copy.answer_choices.map((choice) => choice.id)).not.toEqual(original.answer_choices.map((choice) => choice.id));
  });

  it("shows the contracts' rules as you type: a question required, choice labels unique, min below max; nothing is sent while one is broken", async () => {
    const { calls } = renderNew();
    await add('Einfachauswahl');
    const choices = card(1, 'Einfachauswahl');
    const text = within(choices).getByRole('textbox', { name: 'Frage' });
    await userEvent.type(text, 'x');
    await userEvent.clear(text);
    expect(within(choices).getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    await fill(text, 'Farbe?');
    expect(within(choices).queryByText('Dieses Feld ist erforderlich.')).toBeNull();
    await fill(within(choices).getByRole('textbox', { name: 'Antwortmöglichkeit 1' }), 'Rot');
    await fill(within(choices).getByRole('textbox', { name: 'Antwortmöglichkeit 2' }), 'rot ');
    expect(within(choices).getByRole('alert')).toHaveTextContent('Jede Antwortmöglichkeit darf nur einmal vorkommen.');
    await userEvent.click(within(choices).getByRole('button', { name: 'Antwortmöglichkeit 2 entfernen' }));
    expect(within(choices).getByRole('alert')).toHaveTextContent('Mindestens 2 Antwortmöglichkeiten.');

    await add('Skala');
    const scale = card(2, 'Skala');
    await fill(within(scale).getByRole('textbox', { name: 'Mindestwert' }), '10');
    expect(within(scale).getByText('Der Höchstwert muss größer als der Mindestwert sein.')).toBeInTheDocument();
    await fill(within(scale).getByRole('textbox', { name: 'Höchstwert' }), '2,5');
    expect(within(scale).getByText('Bitte geben Sie eine ganze Zahl ein.')).toBeInTheDocument();

    await fill(screen.getByRole('textbox', { name: 'Titel' }), 'Fehler');
    await userEvent.click(screen.getByRole('button', { name: 'Umfrage anlegen' }));
    // the untouched question text of the scale now shows its rule too
    expect(within(scale).getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(calls.some((call) => call.request.method === 'POST')).toBe(false);
  });

  it('a preview shows the question as the answer page does', async () => {
    renderNew();
    await add('Bewertung');
    const rating = card(1, 'Bewertung');
    await fill(within(rating).getByRole('textbox', { name: 'Frage' }), 'Wie war es?');
    await userEvent.click(within(rating).getByRole('button', { name: 'Vorschau' }));
    const preview = within(rating).getByRole('region', { name: 'Vorschau von Frage 1' });
    expect(within(preview).getByRole('group', { name: 'Wie war es?' })).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('radio', { name: '4 Sterne' }));
    expect(within(preview).getByRole('radio', { name: '4 Sterne' })).toBeChecked();
  });
});

describe('survey editor: an existing survey', { timeout: 60_000 }, () => {
  it('saves only the changed fields with If-Match and follows the survey read again', async () => {
    let current = surveyView('a', { version: 3 });
    const { calls } = renderExisting(
      () => current,
      (request) => {
        if (request.method !== 'PATCH') return notFound();
        current = { ...current, title: 'Sommerfest', version: 4 };
        return written('a', 4);
      },
    );
    const form = await screen.findByRole('form', { name: 'Umfrage bearbeiten' });
    expect(within(form).getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await fill(within(form).getByRole('textbox', { name: 'Titel' }), 'Sommerfest');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sommerfest' })).toBeInTheDocument());
    expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({
      path: '/v1/surveys/a',
      ifMatch: 3,
      body: { title: 'Sommerfest' },
    });
    expect(Object.keys(calls.find((call) => call.request.method === 'PATCH')!.request.body as object)).toEqual(['title']);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Speichern' })).toBeDisabled());
  });

  it('once answers exist, answered questions keep their type, cannot be deleted and keep their saved choices', async () => {
    renderExisting(
      surveyView('a', {
        status: 'in_progress',
        published: true,
        answers_exist: true,
        questions: [question('q1', 'single_choice', { question: 'Farbe?' }), question('q2', 'text', { question: 'Sonst?' })],
      }),
    );
    await screen.findByRole('form', { name: 'Umfrage bearbeiten' });
    expect(screen.getByText(/Es gibt bereits Antworten/)).toBeInTheDocument();
    const choices = card(1, 'Einfachauswahl');
    expect(within(choices).getByRole('combobox', { name: 'Fragetyp' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(choices).getByText('Der Typ ist fest, weil es Antworten gibt.')).toBeInTheDocument();
    expect(within(choices).getByRole('button', { name: 'Frage 1 löschen' })).toBeDisabled();
    expect(within(choices).getByRole('button', { name: 'Antwortmöglichkeit 1 entfernen' })).toBeDisabled();
    // a new choice can go again; the anonymity is fixed once published
    await userEvent.click(within(choices).getByRole('button', { name: 'Antwortmöglichkeit hinzufügen' }));
    expect(within(choices).getByRole('button', { name: 'Antwortmöglichkeit 3 entfernen' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Anonym' })).toBeDisabled();
    // a question added now is free
    await add('Zahl');
    expect(within(card(3, 'Zahl')).getByRole('button', { name: 'Frage 3 löschen' })).toBeEnabled();
  });

  it("publishing asks first; the server's refusal says what is missing", async () => {
    const { calls } = renderExisting(surveyView('a', { version: 2 }), (request) => {
      if (request.method === 'PATCH')
        throw new ApiError(422, {
          message: 'incomplete',
          code: 'surveys.publish_incomplete',
          errors: {
            assignees: ['Bitte wählen Sie mindestens eine Person, die antworten soll.'],
            due_date: ['Das Fälligkeitsdatum liegt in der Vergangenheit.'],
          },
        });
      return notFound();
    });
    await screen.findByRole('form', { name: 'Umfrage bearbeiten' });
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Umfrage veröffentlichen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Veröffentlichen' }));
    const alert = await screen.findByText('Bitte wählen Sie mindestens eine Person, die antworten soll.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Das Fälligkeitsdatum liegt in der Vergangenheit.');
    expect(calls.find((call) => call.request.method === 'PATCH')?.request).toMatchObject({ path: '/v1/surveys/a/status', ifMatch: 2 });
  });

  it('an assignee who is not the author is sent to the answer page', async () => {
    const { assignees: _gone, answers_exist: _answers, submitted_count: _count, ...rest } = surveyView('a');
    renderExisting({ ...rest, my_status: 'open' } as unknown as SurveyView);
    expect(await screen.findByText('Antwortseite')).toBeInTheDocument();
  });
});

import ExcelJS from 'exceljs';
import { viewChangedEvent, type SurveyQuestionResultView, type SurveyResultsView, type ViewChangedMessage } from '@kollab/contracts';
import { SurveyResultsNotifier } from '@kollab/server/contexts/surveys/realtime/survey-results.notifier';
import { CallerSockets } from '../../support/realtime-client';
import { eventually } from '../../support/jobs-waits';
import {
  answerOk,
  fullAnswers,
  publishedSurvey,
  settle,
  startSurveysFixture,
  type Caller,
  type ErrorBody,
  type SurveysFixture,
  type SurveysOrg,
  FIXTURE_TIMEOUT_MS,
} from './surveys-fixture';

const RESULTS_CHANGED = viewChangedEvent('surveys', 'surveyResults');
const BALLOT_JOBS = ['ReleaseSurveyBallotsJob', 'CastSurveyBallotsJob'];

// The results of a survey through HTTP (issue 15): GET …/results for its author (counts per
// choice, distributions, mean and median, text answers, the responses paged newest first),
// refused to everyone else; the export as xlsx (read back with a spreadsheet library) and CSV,
// hostile cells escaped; the live push to the author as answers come in; an anonymous
// survey's results only once a group of at least 3 was cast, never with a name.
describe('survey results', () => {
  let f: SurveysFixture;
  let o: SurveysOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startSurveysFixture();
    o = await f.organisation({ staff: 4 });
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  const results = (caller: Caller, id: string, query = '') =>
    caller.call<SurveyResultsView & ErrorBody>('GET', `/api/v1/surveys/${id}/results${query}`);
  const question = (view: SurveyResultsView, id: string): SurveyQuestionResultView => view.questions.find((q) => q.question_id === id)!;
  const download = (caller: Caller, id: string, format: string, language = 'de') =>
    fetch(`${f.t.url}/api/v1/surveys/${id}/results/export?format=${format}`, {
      headers: { authorization: `Bearer ${caller.user.token}`, account: caller.sig, 'content-language': language },
    });

  it('counts every question type for the author; responses newest first, paged; nobody else reads them', async () => {
    const [a, b, c] = o.staff;
    const id = await publishedSurvey(o.author, [a, b, c]);
    await answerOk(a, id, fullAnswers('=HYPERLINK("http://evil.example")', { q_rating: 2, q_scale: 3, q_num: 10 }), true);
    await answerOk(b, id, fullAnswers('Mehr Kaffee; bitte', { q_bool: false, q_rating: 5, q_scale: 8, q_multi: ['m_b'] }), true);
    await answerOk(c, id, fullAnswers('Später', { q_rating: 4 }), false); // saved, not submitted: not counted

    const response = await results(o.author, id);
    expect(response.status).toBe(200);
    const view = response.body;
    expect(view).toMatchObject({ survey_id: id, anonymous: false, assignees: 3, submitted: 2, respondents: 2, released: true });
    expect(question(view, 'q_bool')).toMatchObject({
      answered: 2,
      choices: [
        { choice_id: 'true', count: 1 },
        { choice_id: 'false', count: 1 },
      ],
    });
    expect(question(view, 'q_multi').choices).toEqual([
      { choice_id: 'm_a', label: 'Kaffee', count: 1 },
      { choice_id: 'm_b', label: 'Tee', count: 1 },
      { choice_id: 'm_c', label: 'Wasser', count: 1 },
    ]);
    // rating: every value 1–5 with zeros; mean and median of 2 and 5
    expect(question(view, 'q_rating')).toMatchObject({ mean: 3.5, median: 3.5 });
    expect(question(view, 'q_rating').distribution).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, count: value === 2 || value === 5 ? 1 : 0 })));
    expect(question(view, 'q_num')).toMatchObject({ answered: 2, mean: 26.25, median: 26.25 });
    expect(question(view, 'q_text').text_answers).toEqual(['=HYPERLINK("http://evil.example")', 'Mehr Kaffee; bitte']);
    expect(view.responses!.map((r) => r.user_id)).toEqual([b.user.id, a.user.id]);
    expect(view.responses_meta).toEqual({ page: 1, limit: 50, total: 2 });
    expect((await results(o.author, id, '?page=2&limit=1')).body.responses!.map((r) => r.user_id)).toEqual([a.user.id]);
    expect(await results(o.author, id, '?limit=0')).toMatchObject({ status: 422 });

    // an assignee without the role, another author, a stranger: refused, as the policy says
    expect(await results(a, id)).toMatchObject({ status: 403, body: { code: 'auth.forbidden' } });
    expect(await results(o.other, id)).toMatchObject({ status: 404, body: { code: 'surveys.survey_not_found' } });
    expect((await download(a, id, 'csv')).status).toBe(403);
    expect(await results(o.author, id, '/export?format=pdf')).toMatchObject({ status: 422 });
  });

  it('exports the answers as xlsx that a spreadsheet library opens, and as CSV; formulas never run', async () => {
    const [a, b] = o.staff;
    const id = await publishedSurvey(o.author, [a, b], { title: 'Export: Kantine' });
    await answerOk(a, id, fullAnswers('=1+2', { q_single: 'c_a' }), true);
    await answerOk(b, id, fullAnswers('@SUM(A1)', { q_bool: false }), true);

    const xlsx = await download(o.author, id, 'xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(xlsx.headers.get('content-disposition')).toMatch(/^attachment; filename="Export_Kantine\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const cells = workbook.worksheets.flatMap((sheet) => {
      const values: unknown[] = [];
      sheet.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
      return values;
    });
    expect(workbook.worksheets.length).toBeGreaterThanOrEqual(2);
    expect(cells).toEqual(expect.arrayContaining(["'=1+2", "'@SUM(A1)", 'Vertrieb', 'Service', 'Ja', 'Nein']));
    expect(cells).not.toContain('=1+2');
    const names = [a, b].map((caller) => caller.user.full_name);
    for (const name of names) expect(cells).toContain(name);

    const csv = await download(o.author, id, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain("'=1+2");
    expect(text).toContain("'@SUM(A1)");
    expect(text).not.toMatch(/(^|;)=1\+2/m);
    expect(text.split('\r\n').some((line) => line.split(';').length > 3)).toBe(true);
  });

  it('pushes the new results to the author while answers come in, and to nobody else', async () => {
    const [a, b, c] = o.staff;
    const id = await publishedSurvey(o.author, [a, b, c], { title: 'Live-Ergebnisse' });
    const [author, assignee] = await Promise.all([sockets.connect(o.author), sockets.connect(b)]);
    const pushedRespondents = (count: number) =>
      eventually(
        async () => {
          const found = author.received.find(
            (m) =>
              m.event === RESULTS_CHANGED &&
              (m.message as ViewChangedMessage<SurveyResultsView>).id === id &&
              (m.message as ViewChangedMessage<SurveyResultsView>).view?.respondents === count,
          );
          return found ? ((found.message as ViewChangedMessage<SurveyResultsView>).view ?? undefined) : undefined;
        },
        10_000,
        `results with ${count} respondents`,
      );
    await answerOk(a, id, fullAnswers('Eins', { q_rating: 1 }), true);
    expect(question(await pushedRespondents(1), 'q_rating')).toMatchObject({ mean: 1 });
    await answerOk(c, id, fullAnswers('Zwei', { q_rating: 3 }), true);
    const second = await pushedRespondents(2);
    expect(question(second, 'q_rating')).toMatchObject({ mean: 2, answered: 2 });
    expect(second.responses!.map((r) => r.user_id)).toEqual([c.user.id, a.user.id]);
    await f.t.app.get(SurveyResultsNotifier).idle();
    expect(assignee.received.filter((m) => m.event === RESULTS_CHANGED)).toEqual([]);
  });

  it('shows an anonymous survey nothing before a group of 3 was cast, then the counts without names, texts sorted', async () => {
    const [a, b, c] = o.staff;
    const id = await publishedSurvey(o.author, [a, b, c], { title: 'Anonyme Ergebnisse', anonymous: true });
    await answerOk(a, id, fullAnswers('Zebra', { q_rating: 5 }), true);
    await answerOk(b, id, fullAnswers('Apfel', { q_rating: 1 }), true);
    await answerOk(c, id, fullAnswers('Mango', { q_rating: 3 }), true);
    // three wait for more (while open, a group is cast only when three stay behind: surveys README)
    await settle(f.t, async () => true, BALLOT_JOBS, 'the release after the submissions');
    expect((await results(o.author, id)).body).toMatchObject({ submitted: 3, respondents: 0, released: false, questions: [], responses: null });

    const closed = await o.author.call('PATCH', `/api/v1/surveys/${id}/status`, { status: 'closed' });
    expect(closed.status).toBe(200);
    await settle(f.t, async () => (await results(o.author, id)).body.respondents === 3, BALLOT_JOBS, 'the cast at the close');
    const view = (await results(o.author, id)).body;
    expect(view).toMatchObject({ anonymous: true, respondents: 3, released: true, responses: null, responses_meta: null });
    expect(question(view, 'q_text').text_answers).toEqual(['Apfel', 'Mango', 'Zebra']);
    expect(question(view, 'q_rating')).toMatchObject({ mean: 3, median: 3 });

    const csv = Buffer.from(await (await download(o.author, id, 'csv', 'en')).arrayBuffer()).toString('utf8');
    expect(csv).toContain('Mango');
    for (const caller of [a, b, c]) {
      expect(csv).not.toContain(caller.user.id);
      expect(csv).not.toContain(caller.user.full_name);
    }
  });
});

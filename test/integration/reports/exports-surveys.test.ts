import { exportsOf } from './exports-fixture';
import {
  answerOk,
  fullAnswers,
  publishedSurvey,
  startSurveysFixture,
  type Caller,
  type SurveysFixture,
  type SurveysOrg,
  FIXTURE_TIMEOUT_MS,
} from '../surveys/surveys-fixture';

// Survey results as an export (issue 16): the survey's author, a manager, gets the sheets of
// the results download by mail; a manager who is not the author may not export them.
describe('exports of survey results', () => {
  let f: SurveysFixture;
  let o: SurveysOrg;
  let authorManager: Caller;

  const exports = exportsOf(() => f.t);
  const requestExport = exports.request;

  beforeAll(async () => {
    f = await startSurveysFixture();
    o = await f.organisation({ staff: 2 });
    const user = await f.t.user();
    await f.t.addMember(o.org, o.manager.user, user, ['user', 'surveys', 'manager']);
    authorManager = await f.caller(user, o.org);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  it('exports the results the author reads, with the answers and the escaped formula; others are refused', async () => {
    const [a, b] = o.staff;
    const id = await publishedSurvey(authorManager, [a, b], { title: 'Export per Mail' });
    await answerOk(a, id, fullAnswers('=1+2'), true);
    await answerOk(b, id, fullAnswers('Gut'), true);

    const { view, file } = await exports.exported(authorManager, { kind: 'survey_results', format: 'xlsx', survey_id: id });
    expect(view).toMatchObject({ status: 'done', kind: 'survey_results', survey_id: id });
    expect(view.file_name).toMatch(/^Export_per_Mail-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const answers = await exports.sheetOf(file, 'Antworten');
    expect(answers.workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Überblick', 'Zusammenfassung', 'Antworten']);
    expect(answers.rowCount).toBe(3);
    const cells = [2, 3].flatMap((row) => (answers.getRow(row).values as unknown[]).filter((value) => typeof value === 'string'));
    expect(cells).toContain("'=1+2");

    // The organisation's manager did not write the survey: 403 for a survey they read, 404 for one they do not.
    const other = await requestExport(o.manager, { kind: 'survey_results', format: 'csv', survey_id: id });
    expect([403, 404]).toContain(other.status);
    const unknown = await requestExport(authorManager, { kind: 'survey_results', format: 'csv', survey_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('surveys.survey_not_found');
  });
});

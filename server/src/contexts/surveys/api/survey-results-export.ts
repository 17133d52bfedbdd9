import ExcelJS from 'exceljs';
import type {
  SurveyAnswerValue,
  SurveyQuestion,
  SurveyQuestionResultView,
  SurveyQuestionType,
  SurveyResultsView,
  SurveyValueCountView,
} from '@kollab/contracts';

/**
 * The results of a survey as a spreadsheet (xlsx) or CSV, in German or English (issue 15):
 * - a summary: assignees, submitted, counted; per question its text, type, how many answered,
 *   mean and median (number, rating, scale), then one row per choice or value with its count;
 * - named surveys: one row per respondent (name, submitted at in UTC, one column per question;
 *   the labels of a multiple choice joined by ", ");
 * - anonymous surveys: the text answers (sorted, as the view has them) and never a name.
 * Every text cell that a spreadsheet could take for a formula (starting with =, +, -, @, a tab
 * or a carriage return) is written with a leading apostrophe, in both formats: question texts,
 * choice labels, names and answers come from users. Numbers are written as numbers.
 */
export type SurveyExportLocale = 'de' | 'en';

export const SURVEY_RESULTS_CSV_TYPE = 'text/csv; charset=utf-8';
export const SURVEY_RESULTS_XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | Date | null;
interface Row {
  cells: Cell[];
  header?: boolean;
}
interface Section {
  name: string;
  rows: Row[];
}

const LABELS = {
  de: {
    summary: 'Zusammenfassung',
    responses: 'Antworten',
    texts: 'Textantworten',
    assignees: 'Zugewiesen',
    submitted: 'Abgegeben',
    respondents: 'Ausgewertet',
    summaryHeader: ['Frage', 'Typ', 'Beantwortet', 'Antwort', 'Anzahl', 'Mittelwert', 'Median'],
    name: 'Name',
    submittedAt: 'Abgegeben am (UTC)',
    question: 'Frage',
    answer: 'Antwort',
    yes: 'Ja',
    no: 'Nein',
    types: {
      boolean: 'Ja/Nein',
      date: 'Datum',
      time: 'Uhrzeit',
      number: 'Zahl',
      rating: 'Bewertung',
      scale: 'Skala',
      single_choice: 'Einfachauswahl',
      multiple_choice: 'Mehrfachauswahl',
      text: 'Text',
    },
    dateTimeFormat: 'dd.mm.yyyy hh:mm',
  },
  en: {
    summary: 'Summary',
    responses: 'Responses',
    texts: 'Text answers',
    assignees: 'Assignees',
    submitted: 'Submitted',
    respondents: 'Counted',
    summaryHeader: ['Question', 'Type', 'Answered', 'Answer', 'Count', 'Mean', 'Median'],
    name: 'Name',
    submittedAt: 'Submitted at (UTC)',
    question: 'Question',
    answer: 'Answer',
    yes: 'Yes',
    no: 'No',
    types: {
      boolean: 'Yes/No',
      date: 'Date',
      time: 'Time',
      number: 'Number',
      rating: 'Rating',
      scale: 'Scale',
      single_choice: 'Single choice',
      multiple_choice: 'Multiple choice',
      text: 'Text',
    },
    dateTimeFormat: 'yyyy-mm-dd hh:mm',
  },
} satisfies Record<SurveyExportLocale, { types: Record<SurveyQuestionType, string> } & Record<string, unknown>>;

type Labels = (typeof LABELS)[SurveyExportLocale];

/** Starts a formula (or a DDE payload) in Excel, LibreOffice or Google Sheets when it opens a text cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as written: with a leading apostrophe when a spreadsheet could take it for a formula. */
export function safeCellText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

/** A date answer (YYYY-MM-DD) as the locale writes it. */
const dateText = (value: string, locale: SurveyExportLocale): string => (locale === 'de' ? value.split('-').reverse().join('.') : value);

const booleanLabel = (value: boolean | string, labels: Labels): string => (value === true || value === 'true' ? labels.yes : labels.no);

function valueCell(question: SurveyQuestionResultView, entry: SurveyValueCountView, locale: SurveyExportLocale): Cell {
  if (typeof entry.value === 'number') return entry.value;
  return question.type === 'date' ? dateText(entry.value, locale) : entry.value;
}

function summarySection(view: SurveyResultsView, labels: Labels, locale: SurveyExportLocale): Section {
  const rows: Row[] = [
    { cells: [labels.assignees, view.assignees] },
    { cells: [labels.submitted, view.submitted] },
    { cells: [labels.respondents, view.respondents] },
    { cells: [] },
    { cells: labels.summaryHeader, header: true },
  ];
  for (const question of view.questions) {
    rows.push({
      cells: [question.question, labels.types[question.type], question.answered, null, null, rounded(question.mean), rounded(question.median)],
    });
    for (const choice of question.choices ?? []) {
      const label = question.type === 'boolean' ? booleanLabel(choice.choice_id, labels) : choice.label;
      rows.push({ cells: [question.question, null, null, label, choice.count] });
    }
    for (const entry of question.distribution ?? [])
      rows.push({ cells: [question.question, null, null, valueCell(question, entry, locale), entry.count] });
  }
  return { name: labels.summary, rows };
}

/** One answer of a respondent as a cell: choices by their labels, booleans and dates in the locale's words. */
function answerCell(question: SurveyQuestion, answer: SurveyAnswerValue, labels: Labels, locale: SurveyExportLocale): Cell {
  if (answer === null) return null;
  const choiceLabel = (id: string) => question.answer_choices.find((choice) => choice.id === id)?.label ?? id;
  switch (question.type) {
    case 'boolean':
      return booleanLabel(answer as boolean, labels);
    case 'date':
      return typeof answer === 'string' ? dateText(answer, locale) : null;
    case 'single_choice':
      return typeof answer === 'string' ? choiceLabel(answer) : null;
    case 'multiple_choice':
      return Array.isArray(answer) ? answer.map(choiceLabel).join(', ') : null;
    default:
      return Array.isArray(answer) ? answer.join(', ') : (answer as Cell);
  }
}

function responsesSection(
  view: SurveyResultsView,
  questions: readonly SurveyQuestion[],
  names: ReadonlyMap<string, string>,
  labels: Labels,
  locale: SurveyExportLocale,
): Section {
  const rows: Row[] = [{ cells: [labels.name, labels.submittedAt, ...questions.map((question) => question.question)], header: true }];
  // In the order they were submitted (the view pages them newest first).
  const submitted = [...(view.responses ?? [])].sort((a, b) => (a.submitted_at < b.submitted_at ? -1 : a.submitted_at > b.submitted_at ? 1 : 0));
  for (const response of submitted) {
    const byQuestion = new Map(response.answers.map((answer) => [answer.question_id, answer.answer]));
    rows.push({
      cells: [
        names.get(response.user_id) ?? response.user_id,
        new Date(response.submitted_at),
        ...questions.map((question) => answerCell(question, byQuestion.get(question.id) ?? null, labels, locale)),
      ],
    });
  }
  return { name: labels.responses, rows };
}

function textsSection(view: SurveyResultsView, labels: Labels): Section {
  const rows: Row[] = [{ cells: [labels.question, labels.answer], header: true }];
  for (const question of view.questions) for (const text of question.text_answers ?? []) rows.push({ cells: [question.question, text] });
  return { name: labels.texts, rows };
}

/** The sections of the export: anonymous surveys never get the responses (nor names), only the text answers. */
function sections(
  view: SurveyResultsView,
  questions: readonly SurveyQuestion[],
  names: ReadonlyMap<string, string>,
  locale: SurveyExportLocale,
): Section[] {
  const labels = LABELS[locale];
  const summary = summarySection(view, labels, locale);
  return view.anonymous ? [summary, textsSection(view, labels)] : [summary, responsesSection(view, questions, names, labels, locale)];
}

const pad = (n: number): string => String(n).padStart(2, '0');
/** A time of submission in UTC as the locale writes it. */
function dateTimeText(date: Date, locale: SurveyExportLocale): string {
  const [y, m, d, hh, mm] = [
    date.getUTCFullYear(),
    pad(date.getUTCMonth() + 1),
    pad(date.getUTCDate()),
    pad(date.getUTCHours()),
    pad(date.getUTCMinutes()),
  ];
  return locale === 'de' ? `${d}.${m}.${y} ${hh}:${mm}` : `${y}-${m}-${d} ${hh}:${mm}`;
}

/** The separator: `;` for German (Excel with German settings splits on it; `,` is the decimal mark), `,` for English. */
const separatorOf = (locale: SurveyExportLocale): string => (locale === 'de' ? ';' : ',');

function csvField(cell: Cell, locale: SurveyExportLocale): string {
  const separator = separatorOf(locale);
  let text: string;
  if (cell === null) text = '';
  else if (typeof cell === 'number') text = locale === 'de' ? String(cell).replace('.', ',') : String(cell);
  else if (cell instanceof Date) text = dateTimeText(cell, locale);
  else text = safeCellText(cell);
  // RFC 4180: a field holding the separator, a quote or a line break is quoted, its quotes doubled.
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The CSV: UTF-8 with a byte order mark (so that Excel reads umlauts), records ended by CRLF,
 * RFC 4180 quoting; the sections one after the other, each under its name, a blank line between.
 */
export function surveyResultsCsv(
  view: SurveyResultsView,
  questions: readonly SurveyQuestion[],
  names: ReadonlyMap<string, string>,
  locale: SurveyExportLocale,
): string {
  const separator = separatorOf(locale);
  const lines = sections(view, questions, names, locale).flatMap((section, index) => [
    ...(index > 0 ? [''] : []),
    csvField(section.name, locale),
    ...section.rows.map((row) => row.cells.map((cell) => csvField(cell, locale)).join(separator)),
  ]);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The workbook: one sheet per section, header rows bold and frozen, times as date cells (UTC). */
export async function surveyResultsXlsx(
  view: SurveyResultsView,
  questions: readonly SurveyQuestion[],
  names: ReadonlyMap<string, string>,
  locale: SurveyExportLocale,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const section of sections(view, questions, names, locale)) {
    const sheet = workbook.addWorksheet(section.name);
    for (const row of section.rows) {
      const added = sheet.addRow(row.cells.map((cell) => (typeof cell === 'string' ? safeCellText(cell) : cell)));
      if (row.header) {
        added.font = { bold: true };
        sheet.views = [{ state: 'frozen', ySplit: added.number }];
      }
      row.cells.forEach((cell, index) => {
        if (cell instanceof Date) added.getCell(index + 1).numFmt = LABELS[locale].dateTimeFormat;
      });
    }
    sheet.getColumn(1).width = 40;
    if (section.rows.some((row) => row.cells.length > 1)) sheet.getColumn(2).width = 20;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

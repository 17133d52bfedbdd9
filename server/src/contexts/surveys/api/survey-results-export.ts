import {
  tableFile,
  TABLE_CONTENT_TYPES,
  type TableCell,
  type TableFormat,
  type TableLocale,
  type TableSection,
} from '../../../core/export/table-file';
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
 * Written by core/export/table-file.ts: formula cells escaped, numbers as numbers, dates as
 * dates, CSV with a byte order mark and the locale's separator.
 */
export type SurveyExportLocale = TableLocale;

export const SURVEY_RESULTS_CSV_TYPE = TABLE_CONTENT_TYPES.csv;
export const SURVEY_RESULTS_XLSX_TYPE = TABLE_CONTENT_TYPES.xlsx;

type Cell = TableCell;

const LABELS = {
  de: {
    overview: 'Überblick',
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
  },
  en: {
    overview: 'Overview',
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
  },
} satisfies Record<SurveyExportLocale, { types: Record<SurveyQuestionType, string> } & Record<string, unknown>>;

type Labels = (typeof LABELS)[SurveyExportLocale];

const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

/** A date answer (YYYY-MM-DD) as the locale writes it. */
const dateText = (value: string, locale: SurveyExportLocale): string => (locale === 'de' ? value.split('-').reverse().join('.') : value);

const booleanLabel = (value: boolean | string, labels: Labels): string => (value === true || value === 'true' ? labels.yes : labels.no);

function valueCell(question: SurveyQuestionResultView, entry: SurveyValueCountView, locale: SurveyExportLocale): Cell {
  if (typeof entry.value === 'number') return entry.value;
  return question.type === 'date' ? dateText(entry.value, locale) : entry.value;
}

/** How many were asked, submitted and are counted. */
function overviewSection(view: SurveyResultsView, labels: Labels): TableSection {
  return {
    name: labels.overview,
    widths: [30, 12],
    rows: [
      { cells: [labels.assignees, view.assignees] },
      { cells: [labels.submitted, view.submitted] },
      { cells: [labels.respondents, view.respondents] },
    ],
  };
}

/** Per question its type, how many answered, mean and median; then one row per choice or value with its count. */
function summarySection(view: SurveyResultsView, labels: Labels, locale: SurveyExportLocale): TableSection {
  const rows: { cells: Cell[] }[] = [];
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
  return { name: labels.summary, header: labels.summaryHeader, widths: [40, 20, 12, 30, 10, 12, 10], rows };
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
): TableSection {
  // In the order they were submitted (the view pages them newest first).
  const submitted = [...(view.responses ?? [])].sort((a, b) => (a.submitted_at < b.submitted_at ? -1 : a.submitted_at > b.submitted_at ? 1 : 0));
  const rows = submitted.map((response) => {
    const byQuestion = new Map(response.answers.map((answer) => [answer.question_id, answer.answer]));
    return {
      cells: [
        names.get(response.user_id) ?? response.user_id,
        new Date(response.submitted_at),
        ...questions.map((question) => answerCell(question, byQuestion.get(question.id) ?? null, labels, locale)),
      ],
    };
  });
  return {
    name: labels.responses,
    header: [labels.name, labels.submittedAt, ...questions.map((question) => question.question)],
    widths: [30, 20, ...questions.map(() => 24)],
    rows,
  };
}

function textsSection(view: SurveyResultsView, labels: Labels): TableSection {
  const rows = view.questions.flatMap((question) => (question.text_answers ?? []).map((text) => ({ cells: [question.question, text] })));
  return { name: labels.texts, header: [labels.question, labels.answer], widths: [40, 80], rows };
}

/** The sections of the export: anonymous surveys never get the responses (nor names), only the text answers. */
export function surveyResultsSections(
  view: SurveyResultsView,
  questions: readonly SurveyQuestion[],
  names: ReadonlyMap<string, string>,
  locale: SurveyExportLocale,
): TableSection[] {
  const labels = LABELS[locale];
  const figures = [overviewSection(view, labels), summarySection(view, labels, locale)];
  return [...figures, view.anonymous ? textsSection(view, labels) : responsesSection(view, questions, names, labels, locale)];
}

/** The export file: xlsx (one sheet per section) or CSV (the sections one after the other). */
export function surveyResultsFile(
  format: TableFormat,
  view: SurveyResultsView,
  questions: readonly SurveyQuestion[],
  names: ReadonlyMap<string, string>,
  locale: SurveyExportLocale,
): Promise<Buffer> {
  return tableFile(format, surveyResultsSections(view, questions, names, locale), locale);
}

import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  SURVEY_EXPORT_FORMATS,
  type SurveyAnswerValue,
  type SurveyQuestion,
  type SurveyQuestionResultView,
  type SurveyResultsView,
} from '@kollab/contracts';
import { BackToList, ItemLoadFailed, ItemLoading, itemLoadGate } from '../../components/ItemLoadState';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { numberText } from './survey-answers';
import { selectUserNames, useSurveyUsers } from './survey-lookups';
import { QuestionResults } from './QuestionResults';
import { SurveyStatusChip } from './SurveyChips';
import { SURVEYS, surveysCatalog } from './surveys.catalog';
import { surveysActions, selectSurveyDetail, selectSurveyResults } from './surveys.slice';
import { RESPONSES_PAGE_SIZE } from './surveys.state';

/**
 * /surveys/:id/results (role surveys; its author): how many were asked, submitted and are
 * counted; per question the counts as bar charts (and tables), mean and median, the text
 * answers; per respondent (named surveys only, names from the users lookup); the export as
 * XLSX or CSV (the export holds every respondent, the page one page of them). Anonymous surveys show results only once a first group of 3 is released, and
 * move in groups. `surveys/surveyResultsChanged` pushes update it live. `exportAction`: the
 * app's "Per E-Mail exportieren" beside the downloads.
 */
export function SurveyResultsPage({ id, exportAction }: { id: string; exportAction?: ReactNode }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectSurveyDetail);
  const results = useSelector(selectSurveyResults);
  useSurveyUsers();

  useEffect(() => {
    dispatch(surveysActions.opened({ id }));
    dispatch(surveysActions.resultsOpened({ id }));
    return () => {
      dispatch(surveysActions.closed());
      dispatch(surveysActions.resultsClosed());
    };
  }, [dispatch, id]);

  const back = <BackToList to={`/surveys/${encodeURIComponent(id)}`} label={t('results.back')} />;
  const gate = itemLoadGate(detail, id, {
    back,
    t: (key) => t(key === 'notFound' ? 'detail.notFound' : key === 'loadFailed' ? 'detail.loadError' : key),
    onRetry: () => dispatch(surveysActions.opened({ id })),
  });
  if (gate) return gate;
  const survey = detail.view;
  if (!survey) return null;
  const title = survey.title;

  let body;
  if (results.id !== id || (results.status === 'loading' && !results.view)) body = <ItemLoading label={t('common:loading')} />;
  else if (!results.view) {
    body =
      results.error?.status === 403 ? (
        <Alert severity="info">{t('results.notAllowed')}</Alert>
      ) : (
        <ItemLoadFailed
          back={null}
          notFound={results.error?.status === 404}
          texts={{ notFound: t('detail.notFound'), failed: t('results.loadError'), retry: t('common:retry') }}
          onRetry={() => dispatch(surveysActions.resultsOpened({ id }))}
        />
      );
  } else body = <Results view={results.view} questions={survey.questions} />;

  return (
    <Box>
      {back}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h1">
            {t('results.title')}: {title}
          </Typography>
          <SurveyStatusChip status={survey.status} />
        </Stack>
        <Stack direction="row" spacing={1}>
          {SURVEY_EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              startIcon={<DownloadIcon />}
              disabled={!results.view}
              onClick={() => dispatch(surveysActions.exportRequested({ id, format, name: title }))}
            >
              {t(format === 'xlsx' ? 'results.exportXlsx' : 'results.exportCsv')}
            </Button>
          ))}
          {exportAction}
        </Stack>
      </Stack>
      {body}
    </Box>
  );
}

function Results({ view, questions }: { view: SurveyResultsView; questions: readonly SurveyQuestion[] }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const waiting = Math.max(0, view.submitted - view.respondents);
  const figures = [
    { key: 'assignees', value: view.assignees },
    { key: 'submitted', value: view.submitted },
    { key: 'respondents', value: view.respondents },
  ] as const;

  return (
    <Stack spacing={2}>
      <Box component="dl" aria-label={t('results.figures')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', m: 0 }}>
        {figures.map((figure) => (
          <Paper key={figure.key} variant="outlined" sx={{ px: 2, py: 1, minWidth: 140 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`results.${figure.key}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {figure.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      {view.anonymous && (
        <Alert severity="info">
          {!view.released && <strong>{t('results.notReleased')} </strong>}
          {t('results.groups')}
          {view.released && waiting > 0 && ` ${t('results.waiting', { count: waiting })}`}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('results.live')}
      </Typography>
      {view.released && view.questions.map((result, index) => <QuestionResults key={result.question_id} result={result} number={index + 1} />)}
      {view.responses && view.responses.length > 0 && <Responses view={view} questions={questions} />}
    </Stack>
  );
}

const RESPONSES_PAGE_SIZES = [RESPONSES_PAGE_SIZE, 100, 250] as const;

/** Choice labels by question and choice id: the survey's questions, else what the results name. */
function choiceLabels(questions: readonly SurveyQuestion[], results: readonly SurveyQuestionResultView[]) {
  const labels = new Map<string, Map<string, string>>();
  for (const result of results) labels.set(result.question_id, new Map((result.choices ?? []).map((choice) => [choice.choice_id, choice.label])));
  for (const question of questions)
    labels.set(
      question.id,
      new Map([...(labels.get(question.id) ?? []), ...question.answer_choices.map((choice) => [choice.id, choice.label] as const)]),
    );
  return labels;
}

/** Every respondent's answers (named surveys only), names from the users lookup. */
function Responses({ view, questions }: { view: SurveyResultsView; questions: readonly SurveyQuestion[] }) {
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const { t: common } = useTranslation('common');
  const dispatch = useDispatch();
  const names = useSelector(selectUserNames);
  const meta = view.responses_meta;
  const labels = choiceLabels(questions, view.questions);
  const types = new Map(view.questions.map((result) => [result.question_id, result.type]));
  const columns =
    view.questions.length > 0
      ? view.questions.map((result) => ({ id: result.question_id, text: result.question }))
      : questions.map((q) => ({ id: q.id, text: q.question }));
  const answerText = (questionId: string, value: SurveyAnswerValue): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? t('answer.yes') : t('answer.no');
    if (typeof value === 'number') return numberText(value, i18n.language);
    const choices = labels.get(questionId);
    if (Array.isArray(value)) return value.map((choice) => choices?.get(choice) ?? choice).join(', ');
    if (types.get(questionId) === 'date') return formatDate(value);
    return choices?.get(value) ?? value;
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="survey-responses-title" sx={{ p: 2 }}>
      <Typography id="survey-responses-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('results.responses')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="survey-responses-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('results.respondent')}</TableCell>
              <TableCell>{t('results.submittedAt')}</TableCell>
              {columns.map((column, index) => (
                // wide enough that a question wraps to a few lines, not one word a line (the table scrolls sideways)
                <TableCell key={column.id} sx={{ minWidth: 160 }}>
                  {index + 1}. {column.text}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(view.responses ?? []).map((response) => {
              const given = new Map(response.answers.map((answer) => [answer.question_id, answer.answer]));
              return (
                <TableRow key={response.user_id}>
                  <TableCell>{names[response.user_id] ?? t('editor.unknownUser')}</TableCell>
                  <TableCell>{formatDateTime(response.submitted_at)}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.id} sx={{ whiteSpace: 'pre-wrap' }}>
                      {answerText(column.id, given.get(column.id) ?? null)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {meta && meta.total > meta.limit && (
        <TablePagination
          component="div"
          count={meta.total}
          page={Math.max(0, meta.page - 1)}
          rowsPerPage={meta.limit}
          rowsPerPageOptions={[...RESPONSES_PAGE_SIZES]}
          onPageChange={(_event, next) => dispatch(surveysActions.resultsPageRequested({ page: next + 1, limit: meta.limit }))}
          onRowsPerPageChange={(event) => dispatch(surveysActions.resultsPageRequested({ page: 1, limit: Number(event.target.value) }))}
          labelRowsPerPage={common('rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => common('pageRange', { from, to, count })}
        />
      )}
    </Paper>
  );
}

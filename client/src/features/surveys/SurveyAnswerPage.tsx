import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  localeFrom,
  type MySurveyAnswersView,
  type SurveyAbilities,
  type SurveyAnswerValue,
  type SurveyAssigneeStatus,
  type SurveyRuleError,
} from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BackToList, ItemLoadFailed, ItemLoading, itemLoadGate } from '../../components/ItemLoadState';
import { SafeHtml } from '../../components/SafeHtml';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectSession } from '../session';
import { AnswerControl } from './AnswerControl';
import { answerErrors, answersBody, answersFor, type AnswerValues } from './survey-answers';
import { draftKey, readDraft, writeDraft } from './survey-drafts';
import { ruleMessage } from './survey-form';
import { SurveyStatusChip } from './SurveyChips';
import { SURVEYS, surveysCatalog } from './surveys.catalog';
import { surveysActions, selectSurveyAnswers, selectSurveyDetail } from './surveys.slice';
import type { SurveyShown } from './surveys.state';

/**
 * /surveys/:id/answer (everyone with the surveys app the survey is assigned to): the survey
 * (title, description, dates; anonymous: what that means) and one control per question,
 * checked as you type by the contracts' `checkSurveyAnswer` (the server's 422 is the fallback).
 * "Zwischenspeichern" saves a partial answer (anonymous: on this device only, the server just
 * notes that I began), "Absenden" asks first, then submits (final): a thank-you, read-only.
 * When I cannot answer, it says why (not started, closed, submitted, overdue).
 */
export function SurveyAnswerPage({ id }: { id: string }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectSurveyDetail);
  const answers = useSelector(selectSurveyAnswers);

  useEffect(() => {
    dispatch(surveysActions.opened({ id }));
    dispatch(surveysActions.answersOpened({ id }));
    return () => {
      dispatch(surveysActions.closed());
      dispatch(surveysActions.answersClosed());
    };
  }, [dispatch, id]);

  const back = <BackToList to="/surveys" label={t('answer.back')} />;
  const gate = itemLoadGate(detail, id, {
    back,
    t: (key) => t(key === 'notFound' ? 'detail.notFound' : key === 'loadFailed' ? 'detail.loadError' : key),
    onRetry: () => dispatch(surveysActions.opened({ id })),
  });
  if (gate) return gate;
  if (!detail.view) return null;
  if (answers.id !== id || (answers.status === 'loading' && !answers.view)) return <ItemLoading label={t('common:loading')} />;
  if (!answers.view) {
    if (answers.error?.status === 403 || answers.error?.code === 'surveys.not_assignee') {
      return (
        <Box>
          {back}
          <Alert severity="info">{t('answer.notAssignee')}</Alert>
        </Box>
      );
    }
    return (
      <ItemLoadFailed
        back={back}
        notFound={answers.error?.status === 404}
        texts={{ notFound: t('detail.notFound'), failed: t('answer.loadError'), retry: t('common:retry') }}
        onRetry={() => dispatch(surveysActions.answersOpened({ id }))}
      />
    );
  }
  return (
    <Box>
      {back}
      <AnswerForm key={id} survey={detail.view} can={detail.can as SurveyAbilities | null} mine={answers.view} deleted={detail.deleted} />
    </Box>
  );
}

/** Why I cannot answer now (null: I can). */
function reasonOf(survey: SurveyShown, mine: MySurveyAnswersView, can: SurveyAbilities | null): string | null {
  const status: SurveyAssigneeStatus = mine.status;
  if (status === 'closed' || mine.submitted_at) return 'submitted';
  if (status === 'overdue') return 'overdue';
  if (survey.status === 'draft') return 'notPublished';
  if (survey.status === 'open') return 'notStarted';
  if (survey.status === 'closed') return 'closed';
  return can?.answer === false ? 'cannot' : null;
}

interface AnswerFormProps {
  survey: SurveyShown;
  can: SurveyAbilities | null;
  mine: MySurveyAnswersView;
  deleted: boolean;
}

function AnswerForm({ survey, can, mine, deleted }: AnswerFormProps) {
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const session = useSelector(selectSession);
  const { save } = useSelector(selectSurveyAnswers);
  const anonymous = survey.anonymous || mine.anonymous;
  const key = draftKey(session.account.id ?? '', session.user?.id ?? '', survey.id);
  const [values, setValues] = useState<AnswerValues>(() =>
    answersFor(
      survey.questions,
      anonymous ? readDraft(key) : Object.fromEntries((mine.answers ?? []).map((answer) => [answer.question_id, answer.answer])),
    ),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState<'save' | 'submit' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const reason = deleted ? 'cannot' : reasonOf(survey, mine, can);
  const submitted = reason === 'submitted';
  const readOnly = reason !== null;
  const saveErrors = answerErrors(survey.questions, values, 'save');
  const submitErrors = answerErrors(survey.questions, values, 'submit');
  const server = save.fieldErrors ?? {};
  const messageOf = (questionId: string): string | undefined => {
    if (readOnly) return undefined;
    const error: SurveyRuleError | undefined =
      attempt === 'submit' ? submitErrors[questionId] : attempt === 'save' || touched.has(questionId) ? saveErrors[questionId] : undefined;
    return error ? ruleMessage(error, locale) : server[`answers.${questionId}`]?.[0];
  };
  const shownErrors = survey.questions.filter((question) => messageOf(question.id));

  const change = (questionId: string, value: SurveyAnswerValue) => {
    const next = { ...values, [questionId]: value };
    setValues(next);
    setTouched((current) => new Set(current).add(questionId));
    // the server keeps no partial answer of an anonymous survey: this device does, until it is submitted
    if (anonymous) writeDraft(key, next);
    if (server[`answers.${questionId}`]) dispatch(surveysActions.answerEdited(questionId));
  };
  const send = (submit: boolean) =>
    dispatch(surveysActions.answerSaveRequested({ id: survey.id, answers: answersBody(survey.questions, values), submit }));
  const saveLater = () => {
    setAttempt('save');
    if (Object.keys(saveErrors).length === 0) send(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt('submit');
    if (Object.keys(submitErrors).length === 0) setConfirming(true);
  };
  const saving = save.status === 'saving';
  const period =
    survey.start_date && survey.due_date
      ? t('answer.period', { start: formatDate(survey.start_date), due: formatDate(survey.due_date) })
      : survey.due_date
        ? t('answer.dueOnly', { due: formatDate(survey.due_date) })
        : null;

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h1">
          {survey.title}
        </Typography>
        <SurveyStatusChip status={survey.status} />
      </Stack>
      {period && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {period}
        </Typography>
      )}
      {survey.description && (
        <Box sx={{ mb: 2 }}>
          <SafeHtml html={survey.description} label={t('fields.description')} />
        </Box>
      )}
      {anonymous && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('answer.anonymousNotice')}
        </Alert>
      )}
      {submitted && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t('answer.thanks')}
          {anonymous && ` ${t('answer.thanksAnonymous')}`}
        </Alert>
      )}
      {reason && !submitted && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`answer.${reason}`, { date: formatDate(survey.start_date) })}
        </Alert>
      )}

      {!(submitted && anonymous) && (
        <Paper
          variant="outlined"
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={submitted ? t('answer.yourAnswers') : t('answer.formLabel')}
          sx={{ p: 2 }}
        >
          {!readOnly && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('answer.requiredNote')}
            </Typography>
          )}
          <Stack spacing={3}>
            {survey.questions.map((question, index) => (
              <Box key={question.id}>
                <AnswerControl
                  question={question}
                  label={`${index + 1}. ${question.question}`}
                  value={values[question.id] ?? null}
                  onChange={(value) => change(question.id, value)}
                  error={messageOf(question.id)}
                  disabled={readOnly}
                />
              </Box>
            ))}
          </Stack>
          {!readOnly && attempt && shownErrors.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('answer.checkAnswers')}
            </Alert>
          )}
          {!readOnly && (
            <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end', alignItems: 'center' }} useFlexGap>
              {mine.saved_at && !anonymous && (
                <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                  {t('answer.savedAt', { at: formatDateTime(mine.saved_at) })}
                </Typography>
              )}
              <Button onClick={saveLater} loading={saving && !save.submit} disabled={saving}>
                {t('answer.save')}
              </Button>
              <Button type="submit" variant="contained" loading={saving && save.submit} disabled={saving}>
                {t('answer.submit')}
              </Button>
            </Stack>
          )}
        </Paper>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('answer.submitTitle')}
        text={t('answer.submitText')}
        confirmLabel={t('answer.submit')}
        onConfirm={() => send(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

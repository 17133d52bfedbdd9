import { Box, Divider, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { SurveyView } from '@kollab/contracts';
import { DetailItem, DetailList } from '../../components/DetailList';
import { SafeHtml } from '../../components/SafeHtml';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { SURVEYS, surveysCatalog } from './surveys.catalog';

/** A survey read-only (a past version, a closed survey): its fields and its questions in order. */
export function SurveySummary({ survey, names }: { survey: SurveyView; names: Record<string, string> }) {
  const { t } = useCatalog(SURVEYS, surveysCatalog);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <DetailList>
        <DetailItem label={t('fields.start_date')}>{formatDate(survey.start_date)}</DetailItem>
        <DetailItem label={t('fields.due_date')}>{formatDate(survey.due_date)}</DetailItem>
        <DetailItem label={t('fields.anonymous')}>{survey.anonymous ? t('words.yes') : t('words.no')}</DetailItem>
        <DetailItem label={t('fields.assignees')}>{survey.assignees.map((assignee) => names[assignee.user_id] ?? '').join(', ')}</DetailItem>
        <DetailItem label={t('fields.author_user_id')}>{names[survey.author_user_id] ?? ''}</DetailItem>
      </DetailList>
      {survey.description && (
        <>
          <Divider sx={{ mb: 2 }} />
          <SafeHtml html={survey.description} label={t('fields.description')} />
        </>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h2">
        {t('fields.questions')}
      </Typography>
      <List component="ol" dense>
        {survey.questions.map((question, index) => (
          <ListItem key={question.id} component="li">
            <ListItemText
              primary={`${index + 1}. ${question.question}${question.required ? ' *' : ''}`}
              secondary={
                <Box component="span">
                  {t(`types.${question.type}`)}
                  {question.answer_choices.length > 0 && ` · ${question.answer_choices.map((choice) => choice.label).join(', ')}`}
                  {question.min !== null && question.max !== null && ` · ${question.min}–${question.max}`}
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

import { Box, List, ListItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SurveyQuestionResultView } from '@kollab/contracts';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { ResultsChart } from './ResultsChart';
import { numberText } from './survey-answers';
import { SURVEYS, surveysCatalog } from './surveys.catalog';

/** A chart's bars: a label and a count each. */
interface Bar {
  label: string;
  count: number;
}

/**
 * One question's results: choices counted (yes/no, single and multiple choice) and the
 * distribution of values (number, rating, scale, date, time) as a bar chart with the same
 * counts in a table beside it (what a screen reader reads); mean and median of numbers; text
 * answers as a list. New results (a push) move the bars without a reload.
 */
export function QuestionResults({ result, number }: { result: SurveyQuestionResultView; number: number }) {
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const language = i18n.language;
  const headingId = `result-${result.question_id}`;
  const valueText = (value: number | string) =>
    typeof value === 'number' ? numberText(value, language) : result.type === 'date' ? formatDate(value) : String(value);
  const bars: Bar[] | null = result.choices
    ? result.choices.map((choice) => ({
        label:
          result.type === 'boolean'
            ? t(choice.choice_id === 'true' ? 'answer.yes' : choice.choice_id === 'false' ? 'answer.no' : choice.label)
            : choice.label,
        count: choice.count,
      }))
    : result.distribution
      ? result.distribution.map((entry) => ({ label: valueText(entry.value), count: entry.count }))
      : null;
  const numbers = (value: number | null) => (value === null ? '—' : numberText(Math.round(value * 100) / 100, language));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {number}. {result.question}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`types.${result.type}`)} · {t('results.answered', { count: result.answered })}
      </Typography>

      {bars && bars.length > 0 && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box role="img" aria-label={t('results.chartOf', { question: result.question })} sx={{ flex: 2, minWidth: 0 }}>
            <ResultsChart bars={bars} />
          </Box>
          <Table size="small" aria-label={t('results.countsOf', { question: result.question })} sx={{ flex: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{result.choices ? t('results.choice') : t('results.value')}</TableCell>
                <TableCell align="right">{t('results.count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bars.map((bar) => (
                <TableRow key={bar.label}>
                  <TableCell>{bar.label}</TableCell>
                  <TableCell align="right">{bar.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}

      {(result.mean !== null || result.median !== null) && (
        <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0, mt: 1, '& dd': { m: 0, fontWeight: 500 } }}>
          <div>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('results.mean')}
            </Typography>
            <dd>{numbers(result.mean)}</dd>
          </div>
          <div>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('results.median')}
            </Typography>
            <dd>{numbers(result.median)}</dd>
          </div>
        </Box>
      )}

      {result.text_answers &&
        (result.text_answers.length > 0 ? (
          <List dense aria-label={t('results.textAnswers')}>
            {result.text_answers.map((text, index) => (
              <ListItem key={index} divider sx={{ whiteSpace: 'pre-wrap' }}>
                {text}
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('results.noAnswers')}</Typography>
        ))}

      {bars && bars.length === 0 && <Typography color="text.secondary">{t('results.noAnswers')}</Typography>}
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { SafeHtml } from '../../components/SafeHtml';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldWords } from '../collab';
import { DueDate } from './DueDate';
import { isStaffView, type ShownTask } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

/** A task's fields read-only (a past version, or the portal user's reduced view). */
export function TaskSummary({ task, words }: { task: ShownTask; words: FieldWords }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const row = (label: string, value: ReactNode) => (
    <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>{value || '—'}</Box>
    </Stack>
  );
  return (
    <Box>
      {row(t('fields.type'), task.type ? words.value('type', task.type) : '')}
      {isStaffView(task) && row(t('fields.team'), task.team ? words.value('team', task.team) : '')}
      {row(t('fields.priority'), t(`priority.${task.priority}`))}
      {row(t('fields.start_date'), formatDate(task.start_date))}
      {row(t('fields.due_date'), <DueDate task={task} />)}
      {isStaffView(task) && row(t('fields.estimation'), task.estimation ? words.value('estimation', task.estimation) : '')}
      {row(t('fields.assignees'), words.value('assignees', task.assignees))}
      {isStaffView(task) && task.claims?.length > 0 && row(t('fields.claims'), words.value('claims', task.claims))}
      {isStaffView(task) && row(t('fields.viewers'), words.value('viewers', task.viewers))}
      {row(t('fields.published'), <Chip size="small" label={task.published ? t('published.published') : t('published.draft')} />)}
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="h2">
        {t('fields.description')}
      </Typography>
      {task.description ? <SafeHtml html={task.description} label={t('fields.description')} /> : <Typography color="text.secondary">—</Typography>}
    </Box>
  );
}

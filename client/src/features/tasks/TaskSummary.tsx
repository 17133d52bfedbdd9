import type { ReactNode } from 'react';
import { Box, Chip, Divider, Typography } from '@mui/material';
import { DetailItem, DetailList } from '../../components/DetailList';
import { SafeHtml } from '../../components/SafeHtml';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldLabels } from '../collab';
import { DueDate } from './DueDate';
import { TaskSeries } from './TaskSeries';
import { isStaffView, type ShownTask } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

/**
 * A task's fields read-only (the detail page's read view, a past version, the portal user's view), laid out as a protocol's;
 * a recurring task's series with "Serie beenden" where `canEndSeries` (the current version, and I may edit it).
 */
export function TaskSummary({ task, words, canEndSeries = false }: { task: ShownTask; words: FieldLabels; canEndSeries?: boolean }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const row = (label: string, value: ReactNode) => <DetailItem label={label}>{value}</DetailItem>;
  return (
    <Box>
      <DetailList>
        {row(t('fields.type'), task.type ? words.value('type', task.type) : '')}
        {isStaffView(task) && row(t('fields.team'), task.team ? words.value('team', task.team) : '')}
        {row(t('fields.priority'), t(`priority.${task.priority}`))}
        {row(t('fields.start_date'), formatDate(task.start_date))}
        {row(t('fields.due_date'), task.due_date ? <DueDate task={task} /> : '')}
        {isStaffView(task) && task.repeat && row(t('fields.repeat'), <TaskSeries task={task} canEnd={canEndSeries} />)}
        {isStaffView(task) && row(t('fields.estimation'), task.estimation ? words.value('estimation', task.estimation) : '')}
        {row(t('fields.assignees'), words.value('assignees', task.assignees))}
        {isStaffView(task) && task.claims?.length > 0 && row(t('fields.claims'), words.value('claims', task.claims))}
        {isStaffView(task) && row(t('fields.viewers'), words.value('viewers', task.viewers))}
        {row(t('fields.published'), <Chip size="small" label={task.published ? t('published.published') : t('published.draft')} />)}
      </DetailList>
      <Divider sx={{ mb: 1 }} />
      <Typography variant="subtitle2" component="h2">
        {t('fields.description')}
      </Typography>
      {task.description ? <SafeHtml html={task.description} label={t('fields.description')} /> : <Typography color="text.secondary">—</Typography>}
    </Box>
  );
}

import { Typography } from '@mui/material';
import type { TaskStatus } from '@kollab/contracts';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { isOverdue } from './task-display';
import { TASKS, tasksCatalog } from './tasks.catalog';

/** A due date as DD.MM.YYYY, in red (with a word for screen readers) when overdue. */
export function DueDate({ task }: { task: { status: TaskStatus; due_date: string | null } }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  if (!task.due_date) return null;
  const overdue = isOverdue(task);
  return (
    <Typography component="span" variant="body2" color={overdue ? 'error' : 'inherit'} sx={{ fontWeight: overdue ? 600 : undefined }}>
      {formatDate(task.due_date)}
      {overdue && <VisuallyHidden>{` (${t('status.overdue')})`}</VisuallyHidden>}
    </Typography>
  );
}

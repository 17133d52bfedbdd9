import { Chip } from '@mui/material';
import type { TaskStatus } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { STATUS_COLORS } from './task-display';
import { TASKS, tasksCatalog } from './tasks.catalog';

/** A task's status as a coloured chip (overdue in red). */
export function TaskStatusChip({ status }: { status: TaskStatus }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  return <Chip size="small" color={STATUS_COLORS[status]} variant={status === 'open' ? 'outlined' : 'filled'} label={t(`status.${status}`)} />;
}

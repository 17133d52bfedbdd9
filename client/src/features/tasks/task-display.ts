import type { TaskStatus } from '@kollab/contracts';

/** Today as YYYY-MM-DD in local time. */
export function todayYmd(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Overdue on screen: marked overdue by the job, or an unfinished task whose due date has passed. */
export function isOverdue(task: { status: TaskStatus; due_date: string | null }, today = todayYmd()): boolean {
  if (task.status === 'overdue') return true;
  return task.status !== 'closed' && task.due_date !== null && task.due_date < today;
}

export const STATUS_COLORS: Record<TaskStatus, 'default' | 'info' | 'success' | 'error'> = {
  open: 'default',
  in_progress: 'info',
  closed: 'success',
  overdue: 'error',
};

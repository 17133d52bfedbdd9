import type { SurveyAssigneeStatus, SurveyStatus } from '@kollab/contracts';

type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';

/** A survey's chip: a draft grey, published (open) blue outlined, in progress blue, closed green. */
export const SURVEY_STATUS_COLORS: Record<SurveyStatus, ChipColor> = {
  draft: 'default',
  open: 'info',
  in_progress: 'info',
  closed: 'success',
};

/** An assignee's chip: open grey, in progress blue, answered green, overdue red. */
export const ASSIGNEE_STATUS_COLORS: Record<SurveyAssigneeStatus, ChipColor> = {
  open: 'default',
  in_progress: 'info',
  closed: 'success',
  overdue: 'error',
};

/** Today as YYYY-MM-DD (local). */
export function todayYmd(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

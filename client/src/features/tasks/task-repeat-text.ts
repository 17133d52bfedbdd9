import type { TaskRepeatRule, TaskRepeatView } from '@kollab/contracts';
import { formatDate } from '../../lib/dates';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Monday first, as the rule numbers them (1 = Monday … 7 = Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A rule in words, e.g. "Wiederholt sich wöchentlich am Mo, Mi bis 31.12.2026": how often, on
 * which days (monthly and yearly: of `first`, the due date, where the rule names none) and
 * until when.
 */
export function repeatSummary(t: Translate, rule: TaskRepeatRule, first?: string | null): string {
  const parts = [t(`repeat.summary.${rule.frequency}`, { count: rule.interval })];
  if (rule.frequency === 'weekly' && rule.weekdays?.length) {
    const days = [...rule.weekdays].sort((a, b) => a - b).map((day) => t(`repeat.weekdays.${day}`));
    parts.push(t('repeat.summary.onDays', { days: days.join(', ') }));
  }
  const firstDay = first ? Number(first.slice(8, 10)) : null;
  if (rule.frequency === 'monthly' && (rule.day_of_month ?? firstDay))
    parts.push(t('repeat.summary.onDayOfMonth', { day: rule.day_of_month ?? firstDay }));
  if (rule.frequency === 'yearly' && first) parts.push(t('repeat.summary.onDate', { date: formatDate(first).slice(0, 6) }));
  if (rule.until) parts.push(t('repeat.summary.until', { date: formatDate(rule.until) }));
  else if (rule.count) parts.push(t('repeat.summary.count', { count: rule.count }));
  return parts.join(' ');
}

/** The series on the task, e.g. "Wiederkehrend · Nr. 3 · nächste am 05.01.2027" (or "· die letzte der Serie"). */
export function seriesLine(t: Translate, repeat: Pick<TaskRepeatView, 'index' | 'next_due_date'>): string {
  const next = repeat.next_due_date ? t('repeat.series.next', { date: formatDate(repeat.next_due_date) }) : t('repeat.series.last');
  return [t('repeat.series.recurring'), t('repeat.series.number', { index: repeat.index }), next].join(' · ');
}

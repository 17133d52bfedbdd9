import type { ReportScheduleView } from '@kollab/contracts';
import { DEFAULT_TIME_ZONE } from '@kollab/contracts/lib/schedule-slots';

/** What the rhythm of a schedule is made of. */
export type ScheduleRule = Pick<ReportScheduleView, 'cadence' | 'weekday' | 'day_of_month' | 'time' | 'time_zone'>;

/** A catalogue lookup with values (the reports namespace's `t`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A schedule's rhythm as its row says it: "täglich 07:00", "wöchentlich Mo 07:00", "monatlich am 1. 07:00";
 * the time zone follows in brackets when it is not Europe/Berlin ("täglich 07:00 (Europe/London)").
 */
export function rhythmText(rule: ScheduleRule, t: Translate): string {
  const rhythm = cadenceText(rule, t);
  return rule.time_zone && rule.time_zone !== DEFAULT_TIME_ZONE ? t('rhythm.zone', { rhythm, zone: rule.time_zone }) : rhythm;
}

function cadenceText(rule: ScheduleRule, t: Translate): string {
  switch (rule.cadence) {
    case 'daily':
      return t('rhythm.daily', { time: rule.time });
    case 'weekly':
      return t('rhythm.weekly', { time: rule.time, weekday: t(`weekdaysShort.${rule.weekday ?? 1}`) });
    case 'monthly':
      return t('rhythm.monthly', { time: rule.time, day: rule.day_of_month ?? 1 });
    default: {
      const unknown: never = rule.cadence;
      return String(unknown);
    }
  }
}

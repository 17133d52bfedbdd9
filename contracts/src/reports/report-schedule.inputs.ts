import { ArrayMinSize, ValidateBy, ValidateIf } from 'class-validator';
import { isTimeZone, REPORT_CADENCES, SCHEDULE_TIME_PATTERN, type ReportCadence } from '../lib/schedule-slots';
import { AtLeast, AtMost, IdList, Int, OneOf, OnlyWhen, Optional, Pattern, Required, Text } from '../validation/rules';
import { ExportInput } from './export.inputs';

/** At most this many people get one scheduled report. */
export const REPORT_RECIPIENTS_MAX = 50;

const TimeZone = (): PropertyDecorator =>
  ValidateBy({ name: 'timeZone', validator: { validate: isTimeZone, defaultMessage: () => 'reports.time_zone_invalid' } });

/**
 * POST v1/report_schedules and PUT v1/report_schedules/{id}: an export (ExportInput: kind,
 * format, filter, survey_id, with its rules) rendered on a schedule and mailed to the
 * recipients. When it runs is schedule-slots.ts (slotAfter; the DST rules are there): daily,
 * weekly on `weekday`, or monthly on `day_of_month` (the last day of a shorter month), at
 * `time` on the wall clock of `time_zone`.
 */
export class ReportScheduleInput extends ExportInput {
  @Required()
  @OneOf(REPORT_CADENCES)
  cadence!: ReportCadence;

  /** Weekly only, and needed there: 1 = Monday … 7 = Sunday. */
  @ValidateIf((input: ReportScheduleInput) => input.cadence === 'weekly' || input.weekday != null)
  @Required()
  @OnlyWhen('cadence', 'weekly', 'reports.weekday_only_weekly')
  @Int()
  @AtLeast(1)
  @AtMost(7)
  weekday?: number | null;

  /** Monthly only, and needed there: 1 to 31; a shorter month runs on its last day. */
  @ValidateIf((input: ReportScheduleInput) => input.cadence === 'monthly' || input.day_of_month != null)
  @Required()
  @OnlyWhen('cadence', 'monthly', 'reports.day_of_month_only_monthly')
  @Int()
  @AtLeast(1)
  @AtMost(31)
  day_of_month?: number | null;

  /** `HH:mm`, 24 hours, on the wall clock of `time_zone`. */
  @Required()
  @Text()
  @Pattern(SCHEDULE_TIME_PATTERN, 'reports.time_invalid')
  time!: string;

  /** An IANA zone; left out: DEFAULT_TIME_ZONE (Europe/Berlin). */
  @Optional()
  @Text()
  @TimeZone()
  time_zone?: string;

  /** User ids of members who get the report, each once (checked against the account on the server). */
  @Required()
  @IdList(REPORT_RECIPIENTS_MAX)
  @ArrayMinSize(1, { message: 'validation.required' })
  recipients!: string[];
}

/**
 * When a scheduled report runs (issue 16): the slots of a rule "daily / weekly on a weekday /
 * monthly on a day, at HH:mm in a time zone", as instants. The wall clock of the zone is read
 * with `Intl.DateTimeFormat` only, so server and client agree without a time-zone library.
 *
 * Daylight saving time:
 * - A time the clock skips (02:30 in Europe/Berlin on the last Sunday of March, when 02:00 jumps
 *   to 03:00) runs at the first instant after the gap: 03:00 local, the moment of the jump. A
 *   report due in the skipped hour thus runs as soon as that hour is over, never an hour late.
 * - A time the clock shows twice (02:30 on the last Sunday of October) runs once, at the first
 *   occurrence (02:30 summer time); the repeated hour is not a second slot.
 * - A monthly day the month lacks (the 31st in April, the 29th to 31st in February) is that
 *   month's last day.
 */
export const REPORT_CADENCES = ['daily', 'weekly', 'monthly'] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

/** The zone of a rule that names none. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';
/** `HH:mm`, 24 hours (`00:00` to `23:59`). */
export const SCHEDULE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ScheduleRule {
  cadence: ReportCadence;
  /** Weekly only: 1 = Monday … 7 = Sunday. */
  weekday?: number | null;
  /** Monthly only: 1 to 31; a month shorter than that runs on its last day. */
  day_of_month?: number | null;
  /** `HH:mm`, 24 hours, on the zone's wall clock. */
  time: string;
  /** An IANA zone (DEFAULT_TIME_ZONE where the input leaves it out). */
  time_zone: string;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Whether `zone` is a time zone Intl knows by name (`Europe/Berlin`, `UTC`; not `+01:00`, not blank). */
export function isTimeZone(zone: unknown): boolean {
  if (typeof zone !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    formatFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The first slot strictly after `after` (a slot at exactly `after` is not it). */
export function slotAfter(rule: ScheduleRule, after: Date): Date {
  const time = ruleTime(rule);
  const at = instantOfDate(after);
  // From the day before: a slot never lies before its own day, and a skipped time may move past midnight.
  for (let day = localDay(at, rule.time_zone) - 1; ; day++) {
    if (!isSlotDay(rule, day)) continue;
    const slot = instantOf(day * DAY_MS + time, rule.time_zone);
    if (slot > at) return new Date(slot);
  }
}

/** The latest slot at or before `at` (a slot at exactly `at` is it). */
export function slotAtOrBefore(rule: ScheduleRule, at: Date): Date {
  const time = ruleTime(rule);
  const until = instantOfDate(at);
  // From the day after: where the clock is set back at midnight, the next day's first hour comes before the repeated one.
  for (let day = localDay(until, rule.time_zone) + 1; ; day--) {
    if (!isSlotDay(rule, day)) continue;
    const slot = instantOf(day * DAY_MS + time, rule.time_zone);
    if (slot <= until) return new Date(slot);
  }
}

/** The rule's time as milliseconds after midnight; a rule the slots cannot be found for is a RangeError. */
function ruleTime(rule: ScheduleRule): number {
  if (!REPORT_CADENCES.includes(rule.cadence)) throw new RangeError(`unknown cadence: ${String(rule.cadence)}`);
  if (rule.cadence === 'weekly' && !isIntBetween(rule.weekday, 1, 7)) throw new RangeError(`weekday is not 1 to 7: ${rule.weekday}`);
  if (rule.cadence === 'monthly' && !isIntBetween(rule.day_of_month, 1, 31))
    throw new RangeError(`day_of_month is not 1 to 31: ${rule.day_of_month}`);
  if (!SCHEDULE_TIME_PATTERN.test(rule.time)) throw new RangeError(`schedule time is not HH:mm: ${rule.time}`);
  if (!isTimeZone(rule.time_zone)) throw new RangeError(`unknown time zone: ${rule.time_zone}`);
  const [hours, minutes] = rule.time.split(':').map(Number);
  return (hours * 60 + minutes) * MINUTE_MS;
}

function instantOfDate(date: Date): number {
  const instant = date.getTime();
  if (Number.isNaN(instant)) throw new RangeError('invalid date');
  return instant;
}

const isIntBetween = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Whether the local calendar day (days since 1970-01-01) has a slot. */
function isSlotDay(rule: ScheduleRule, day: number): boolean {
  const date = new Date(day * DAY_MS);
  switch (rule.cadence) {
    case 'daily':
      return true;
    case 'weekly':
      return isoWeekday(day) === rule.weekday;
    case 'monthly': {
      const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
      return date.getUTCDate() === Math.min(rule.day_of_month ?? 1, lastDay);
    }
    default: {
      const unknown: never = rule.cadence;
      throw new RangeError(`unknown cadence: ${String(unknown)}`);
    }
  }
}

/** 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall clock, made once per zone; an unknown zone is Intl's RangeError. */
function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The zone's wall clock at `instant`, written as if it were UTC (whole seconds). */
function wallClock(instant: number, zone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatFor(zone).formatToParts(instant)) part[type] = Number(value);
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

/** How far the zone's clock is ahead of UTC at `instant` (ms; negative west of Greenwich). */
const offsetAt = (instant: number, zone: string): number => wallClock(instant, zone) - Math.floor(instant / SECOND_MS) * SECOND_MS;

/** The local calendar day (days since 1970-01-01) of `instant` in the zone. */
const localDay = (instant: number, zone: string): number => Math.floor(wallClock(instant, zone) / DAY_MS);

/**
 * The instant the zone's clock shows `wall` (a wall time written as if it were UTC), by the
 * DST rules above. The offset a day before and a day after are the only ones `wall` can have
 * (zones change their offset at most once in two days): the one whose instant really shows
 * `wall` is it, the earlier one where both do (autumn); where neither does (spring), the
 * clock jumps over `wall` and the jump is the slot.
 */
function instantOf(wall: number, zone: string): number {
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  // The larger offset gives the earlier instant.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    if (offsetAt(wall - offset, zone) === offset) return wall - offset;
  }
  // In the gap the offset grows: `low` is still before the jump, `high` already after it.
  let low = wall - after;
  let high = wall - before;
  while (high - low > SECOND_MS) {
    const middle = low + Math.floor((high - low) / 2 / SECOND_MS) * SECOND_MS;
    if (offsetAt(middle, zone) === before) low = middle;
    else high = middle;
  }
  return high;
}

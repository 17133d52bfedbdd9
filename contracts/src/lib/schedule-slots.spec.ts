import { isTimeZone, slotAfter, slotAtOrBefore, type ScheduleRule } from './schedule-slots';

const berlin = (rule: Omit<ScheduleRule, 'time_zone'>): ScheduleRule => ({ ...rule, time_zone: 'Europe/Berlin' });
const newYork = (rule: Omit<ScheduleRule, 'time_zone'>): ScheduleRule => ({ ...rule, time_zone: 'America/New_York' });
const after = (rule: ScheduleRule, iso: string): string => slotAfter(rule, new Date(iso)).toISOString();
const atOrBefore = (rule: ScheduleRule, iso: string): string => slotAtOrBefore(rule, new Date(iso)).toISOString();

describe('slotAfter and slotAtOrBefore (scheduled reports)', () => {
  describe('daily', () => {
    const rule = berlin({ cadence: 'daily', time: '08:00' });

    it('runs at the time on the wall clock of the zone, winter and summer', () => {
      expect(after(rule, '2025-01-15T06:59:00.000Z')).toBe('2025-01-15T07:00:00.000Z');
      expect(after(rule, '2025-07-15T05:59:00.000Z')).toBe('2025-07-15T06:00:00.000Z');
    });

    it('takes the next day once the time has passed, across the end of a month and a year', () => {
      expect(after(rule, '2025-01-31T07:30:00.000Z')).toBe('2025-02-01T07:00:00.000Z');
      expect(after(rule, '2025-12-31T07:30:00.000Z')).toBe('2026-01-01T07:00:00.000Z');
    });

    it('has a 29 February in a leap year', () => {
      expect(after(rule, '2024-02-28T07:00:00.000Z')).toBe('2024-02-29T07:00:00.000Z');
      expect(after(rule, '2025-02-28T07:00:00.000Z')).toBe('2025-03-01T07:00:00.000Z');
    });

    it('slotAfter at exactly a slot is the next one (strictly after)', () => {
      expect(after(rule, '2025-01-15T07:00:00.000Z')).toBe('2025-01-16T07:00:00.000Z');
      expect(after(rule, '2025-01-15T06:59:59.999Z')).toBe('2025-01-15T07:00:00.000Z');
    });

    it('slotAtOrBefore at exactly a slot is that slot', () => {
      expect(atOrBefore(rule, '2025-01-15T07:00:00.000Z')).toBe('2025-01-15T07:00:00.000Z');
      expect(atOrBefore(rule, '2025-01-15T06:59:59.999Z')).toBe('2025-01-14T07:00:00.000Z');
      expect(atOrBefore(rule, '2025-03-01T06:00:00.000Z')).toBe('2025-02-28T07:00:00.000Z');
    });

    it('reads the day on the wall clock of the zone, not in UTC', () => {
      // 23:30 UTC on the 15th is 00:30 on the 16th in Berlin: the 16th's slot at 00:15 is over.
      const late = berlin({ cadence: 'daily', time: '00:15' });
      expect(after(late, '2025-01-15T22:30:00.000Z')).toBe('2025-01-15T23:15:00.000Z');
      expect(after(late, '2025-01-15T23:30:00.000Z')).toBe('2025-01-16T23:15:00.000Z');
      expect(atOrBefore(late, '2025-01-15T23:30:00.000Z')).toBe('2025-01-15T23:15:00.000Z');
    });
  });

  describe('weekly', () => {
    const monday = berlin({ cadence: 'weekly', weekday: 1, time: '09:00' });

    it('runs on the weekday, 1 Monday to 7 Sunday', () => {
      // 2025-01-15 is a Wednesday.
      expect(after(monday, '2025-01-15T12:00:00.000Z')).toBe('2025-01-20T08:00:00.000Z');
      expect(after(berlin({ cadence: 'weekly', weekday: 7, time: '09:00' }), '2025-01-15T12:00:00.000Z')).toBe('2025-01-19T08:00:00.000Z');
      expect(after(berlin({ cadence: 'weekly', weekday: 3, time: '09:00' }), '2025-01-15T07:00:00.000Z')).toBe('2025-01-15T08:00:00.000Z');
    });

    it('crosses into the next month and the next year', () => {
      expect(after(monday, '2025-01-29T12:00:00.000Z')).toBe('2025-02-03T08:00:00.000Z');
      expect(after(monday, '2025-12-30T12:00:00.000Z')).toBe('2026-01-05T08:00:00.000Z');
    });

    it('is a week apart at exactly a slot', () => {
      expect(after(monday, '2025-01-20T08:00:00.000Z')).toBe('2025-01-27T08:00:00.000Z');
      expect(atOrBefore(monday, '2025-01-20T08:00:00.000Z')).toBe('2025-01-20T08:00:00.000Z');
      expect(atOrBefore(monday, '2025-01-20T07:59:00.000Z')).toBe('2025-01-13T08:00:00.000Z');
    });
  });

  describe('monthly', () => {
    const last = berlin({ cadence: 'monthly', day_of_month: 31, time: '06:00' });

    it('runs on the day in a month that has it', () => {
      expect(after(last, '2025-01-01T00:00:00.000Z')).toBe('2025-01-31T05:00:00.000Z');
      expect(after(berlin({ cadence: 'monthly', day_of_month: 1, time: '06:00' }), '2025-01-01T05:00:00.000Z')).toBe('2025-02-01T05:00:00.000Z');
    });

    it('runs on the last day of a month shorter than the day (the 31st in February and April)', () => {
      expect(after(last, '2025-01-31T05:00:00.000Z')).toBe('2025-02-28T05:00:00.000Z');
      // 31 March is in summer time already.
      expect(after(last, '2025-02-28T05:00:00.000Z')).toBe('2025-03-31T04:00:00.000Z');
      expect(after(last, '2025-03-31T04:00:00.000Z')).toBe('2025-04-30T04:00:00.000Z');
      expect(atOrBefore(last, '2025-03-15T00:00:00.000Z')).toBe('2025-02-28T05:00:00.000Z');
    });

    it('runs on 29 February in a leap year and on the 28th otherwise', () => {
      const day29 = berlin({ cadence: 'monthly', day_of_month: 29, time: '06:00' });
      expect(after(day29, '2024-02-01T00:00:00.000Z')).toBe('2024-02-29T05:00:00.000Z');
      expect(after(last, '2024-01-31T05:00:00.000Z')).toBe('2024-02-29T05:00:00.000Z');
      expect(after(day29, '2025-02-01T00:00:00.000Z')).toBe('2025-02-28T05:00:00.000Z');
      expect(after(day29, '2025-02-28T05:00:00.000Z')).toBe('2025-03-29T05:00:00.000Z');
    });

    it('slotAtOrBefore at exactly a slot is that slot, a moment earlier the month before', () => {
      expect(atOrBefore(last, '2025-04-30T04:00:00.000Z')).toBe('2025-04-30T04:00:00.000Z');
      expect(atOrBefore(last, '2025-04-30T03:59:00.000Z')).toBe('2025-03-31T04:00:00.000Z');
    });
  });

  describe('daylight saving time in Europe/Berlin', () => {
    // 2025-03-30: 02:00 CET jumps to 03:00 CEST (01:00 UTC). 2025-10-26: 03:00 CEST goes back to 02:00 CET (01:00 UTC).
    const skipped = berlin({ cadence: 'daily', time: '02:30' });

    it('runs a time the clock skips in spring at the first instant after the gap (03:00 summer time)', () => {
      expect(after(skipped, '2025-03-29T12:00:00.000Z')).toBe('2025-03-30T01:00:00.000Z');
      expect(after(berlin({ cadence: 'daily', time: '02:00' }), '2025-03-29T12:00:00.000Z')).toBe('2025-03-30T01:00:00.000Z');
      expect(after(skipped, '2025-03-30T01:00:00.000Z')).toBe('2025-03-31T00:30:00.000Z');
      expect(atOrBefore(skipped, '2025-03-30T01:00:00.000Z')).toBe('2025-03-30T01:00:00.000Z');
      expect(atOrBefore(skipped, '2025-03-30T00:59:59.000Z')).toBe('2025-03-29T01:30:00.000Z');
    });

    it('keeps the times around the spring gap', () => {
      expect(after(berlin({ cadence: 'daily', time: '01:59' }), '2025-03-29T12:00:00.000Z')).toBe('2025-03-30T00:59:00.000Z');
      expect(after(berlin({ cadence: 'daily', time: '03:00' }), '2025-03-29T12:00:00.000Z')).toBe('2025-03-30T01:00:00.000Z');
      expect(after(berlin({ cadence: 'daily', time: '03:30' }), '2025-03-29T12:00:00.000Z')).toBe('2025-03-30T01:30:00.000Z');
    });

    it('runs a time the clock shows twice in autumn once, at the first occurrence (summer time)', () => {
      expect(after(skipped, '2025-10-25T12:00:00.000Z')).toBe('2025-10-26T00:30:00.000Z');
      // Not again when the clock shows 02:30 the second time (01:30 UTC).
      expect(after(skipped, '2025-10-26T00:30:00.000Z')).toBe('2025-10-27T01:30:00.000Z');
      expect(atOrBefore(skipped, '2025-10-26T01:45:00.000Z')).toBe('2025-10-26T00:30:00.000Z');
      expect(atOrBefore(skipped, '2025-10-26T00:29:00.000Z')).toBe('2025-10-25T00:30:00.000Z');
    });

    it('keeps the wall-clock time across both switches', () => {
      const morning = berlin({ cadence: 'weekly', weekday: 7, time: '08:00' });
      expect(after(morning, '2025-03-24T00:00:00.000Z')).toBe('2025-03-30T06:00:00.000Z');
      expect(atOrBefore(morning, '2025-03-30T05:59:00.000Z')).toBe('2025-03-23T07:00:00.000Z');
      expect(after(morning, '2025-10-20T00:00:00.000Z')).toBe('2025-10-26T07:00:00.000Z');
      expect(atOrBefore(morning, '2025-10-26T06:59:00.000Z')).toBe('2025-10-19T06:00:00.000Z');
    });
  });

  describe('another zone (America/New_York)', () => {
    it('runs at the time on its wall clock, winter and summer', () => {
      const rule = newYork({ cadence: 'daily', time: '09:00' });
      expect(after(rule, '2025-01-15T00:00:00.000Z')).toBe('2025-01-15T14:00:00.000Z');
      expect(after(rule, '2025-07-15T00:00:00.000Z')).toBe('2025-07-15T13:00:00.000Z');
    });

    it('reads the day there: 20:00 on the 14th in New York is the 15th in UTC', () => {
      const evening = newYork({ cadence: 'daily', time: '21:00' });
      expect(after(evening, '2025-01-15T01:00:00.000Z')).toBe('2025-01-15T02:00:00.000Z');
      expect(atOrBefore(evening, '2025-01-15T01:00:00.000Z')).toBe('2025-01-14T02:00:00.000Z');
      expect(after(newYork({ cadence: 'monthly', day_of_month: 31, time: '21:00' }), '2025-02-01T00:00:00.000Z')).toBe('2025-02-01T02:00:00.000Z');
      expect(after(newYork({ cadence: 'monthly', day_of_month: 31, time: '21:00' }), '2025-02-01T02:00:00.000Z')).toBe('2025-03-01T02:00:00.000Z');
    });

    it('follows its own switches (9 March and 2 November 2025)', () => {
      const skipped = newYork({ cadence: 'daily', time: '02:30' });
      expect(after(skipped, '2025-03-08T12:00:00.000Z')).toBe('2025-03-09T07:00:00.000Z');
      const twice = newYork({ cadence: 'daily', time: '01:30' });
      expect(after(twice, '2025-11-01T12:00:00.000Z')).toBe('2025-11-02T05:30:00.000Z');
      expect(after(twice, '2025-11-02T05:30:00.000Z')).toBe('2025-11-03T06:30:00.000Z');
    });
  });

  describe('time zones', () => {
    it('knows IANA zones by name', () => {
      expect(['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'].every(isTimeZone)).toBe(true);
    });

    it('refuses unknown zones, offsets, blanks and non-strings', () => {
      expect(['Mars/Olympus_Mons', 'Europe/Berlinn', '+01:00', '', ' Europe/Berlin', 1].some(isTimeZone)).toBe(false);
    });

    it('throws a RangeError for a rule it cannot find slots for', () => {
      expect(() => slotAfter({ cadence: 'daily', time: '08:00', time_zone: 'Mars/Olympus_Mons' }, new Date())).toThrow(RangeError);
      expect(() => slotAfter(berlin({ cadence: 'daily', time: '24:00' }), new Date())).toThrow(RangeError);
      expect(() => slotAfter(berlin({ cadence: 'weekly', time: '08:00' }), new Date())).toThrow(RangeError);
      expect(() => slotAtOrBefore(berlin({ cadence: 'monthly', day_of_month: 32, time: '08:00' }), new Date())).toThrow(RangeError);
      expect(() => slotAfter(berlin({ cadence: 'daily', time: '08:00' }), new Date('not a date'))).toThrow(RangeError);
    });

    it('runs in a zone with a half-hour offset', () => {
      expect(after({ cadence: 'daily', time: '09:00', time_zone: 'Asia/Kolkata' }, '2025-01-15T00:00:00.000Z')).toBe('2025-01-15T03:30:00.000Z');
    });
  });
});

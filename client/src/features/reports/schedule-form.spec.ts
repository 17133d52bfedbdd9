import { describe, expect, it } from 'vitest';
import { scheduleView } from './reports.fixtures';
import { keptFilterOf, newScheduleValues, offeredKinds, scheduleInputOf, scheduleValuesOf, type ScheduleFormValues } from './schedule-form';

const values = (overrides: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  ...newScheduleValues(['user-1']),
  weekday: '3',
  day_of_month: '15',
  ...overrides,
});

describe('the body of a schedule (POST and PUT v1/report_schedules)', () => {
  it('daily: neither weekday nor day of the month, even when the fields hold one', () => {
    expect(scheduleInputOf(values())).toEqual({
      kind: 'tasks',
      format: 'xlsx',
      cadence: 'daily',
      time: '07:00',
      time_zone: 'Europe/Berlin',
      recipients: ['user-1'],
    });
  });

  it('weekly: the weekday only', () => {
    const body = scheduleInputOf(values({ cadence: 'weekly' }));
    expect(body).toMatchObject({ cadence: 'weekly', weekday: 3 });
    expect(body).not.toHaveProperty('day_of_month');
  });

  it('monthly: the day of the month only', () => {
    const body = scheduleInputOf(values({ cadence: 'monthly' }));
    expect(body).toMatchObject({ cadence: 'monthly', day_of_month: 15 });
    expect(body).not.toHaveProperty('weekday');
  });

  it('a weekly report without a weekday sends none (the contract says it is required)', () => {
    expect(scheduleInputOf(values({ cadence: 'weekly', weekday: '' }))).toMatchObject({ weekday: undefined });
  });

  it('the filter holds the status and the search text the kind offers, blanks left out; none at all is no filter', () => {
    expect(scheduleInputOf(values({ status: 'open', search: '  Wartung ' })).filter).toEqual({ status: 'open', search: 'Wartung' });
    expect(scheduleInputOf(values({ status: '', search: 'Wartung' })).filter).toEqual({ search: 'Wartung' });
    expect(scheduleInputOf(values({ status: 'open', search: '   ' })).filter).toEqual({ status: 'open' });
    expect(scheduleInputOf(values({ status: '', search: ' ' }))).not.toHaveProperty('filter');
    // protocols: a search text only; offers: a status only
    expect(scheduleInputOf(values({ kind: 'protocols', status: 'open', search: 'Bau' })).filter).toEqual({ search: 'Bau' });
    expect(scheduleInputOf(values({ kind: 'offers', status: 'overdue', search: 'Bau' })).filter).toEqual({ status: 'overdue' });
  });

  it('trims the time and leaves out a blank time zone (the server takes Europe/Berlin)', () => {
    const body = scheduleInputOf(values({ time: ' 18:30 ', time_zone: ' ' }));
    expect(body.time).toBe('18:30');
    expect(body).not.toHaveProperty('time_zone');
    expect(scheduleInputOf(values({ time_zone: 'Europe/London' })).time_zone).toBe('Europe/London');
  });

  it('keeps the filter keys the form does not show while the report reads the same list', () => {
    const view = scheduleView('s1', { kind: 'tasks', filter: { status: 'open', order: '-due_date', team: 't1' } });
    expect(keptFilterOf(view, 'claims')).toEqual({ order: '-due_date', team: 't1' });
    expect(keptFilterOf(view, 'offers')).toEqual({});
    expect(scheduleInputOf(scheduleValuesOf(view), keptFilterOf(view, 'tasks')).filter).toEqual({ order: '-due_date', team: 't1', status: 'open' });
  });

  it('a schedule being changed fills the form', () => {
    const view = scheduleView('s1', { cadence: 'monthly', day_of_month: 28, time: '06:15', filter: { search: 'Bau' }, recipients: ['user-2'] });
    expect(scheduleValuesOf(view)).toMatchObject({ cadence: 'monthly', day_of_month: '28', weekday: '1', time: '06:15', search: 'Bau', status: '' });
    expect(scheduleInputOf(scheduleValuesOf(view))).toEqual({
      kind: 'tasks',
      format: 'xlsx',
      filter: { search: 'Bau' },
      cadence: 'monthly',
      day_of_month: 28,
      time: '06:15',
      time_zone: 'Europe/Berlin',
      recipients: ['user-2'],
    });
  });

  it('offers claims only with the flag feature.export_claims (or when the report is of claims already)', () => {
    expect(offeredKinds(false)).toEqual(['tasks', 'protocols', 'offers']);
    expect(offeredKinds(true)).toEqual(['tasks', 'claims', 'protocols', 'offers']);
    expect(offeredKinds(false, 'claims')).toEqual(['tasks', 'claims', 'protocols', 'offers']);
  });
});

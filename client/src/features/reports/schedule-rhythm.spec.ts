import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { addCatalog } from '../../lib/i18n-catalog';
import { REPORTS_NS, reportsCatalog } from './reports.catalog';
import { scheduleView } from './reports.fixtures';
import { rhythmText, type Translate } from './schedule-rhythm';

function texts(language: 'de' | 'en'): Translate {
  const i18n = createI18n(language);
  addCatalog(i18n, REPORTS_NS, reportsCatalog);
  return i18n.getFixedT(language, REPORTS_NS) as unknown as Translate;
}

describe('the rhythm of a schedule', () => {
  const de = texts('de');

  it('daily: "täglich 07:00"', () => {
    expect(rhythmText(scheduleView('s1'), de)).toBe('täglich 07:00');
  });

  it('weekly: "wöchentlich Mo 07:00", with the weekday 1 = Monday … 7 = Sunday', () => {
    expect(rhythmText(scheduleView('s1', { cadence: 'weekly', weekday: 1 }), de)).toBe('wöchentlich Mo 07:00');
    expect(rhythmText(scheduleView('s1', { cadence: 'weekly', weekday: 7, time: '18:30' }), de)).toBe('wöchentlich So 18:30');
  });

  it('monthly: "monatlich am 1. 07:00"', () => {
    expect(rhythmText(scheduleView('s1', { cadence: 'monthly', day_of_month: 1 }), de)).toBe('monatlich am 1. 07:00');
    expect(rhythmText(scheduleView('s1', { cadence: 'monthly', day_of_month: 31, time: '23:59' }), de)).toBe('monatlich am 31. 23:59');
  });

  it('names the time zone when it is not Europe/Berlin', () => {
    expect(rhythmText(scheduleView('s1', { time_zone: 'Europe/London' }), de)).toBe('täglich 07:00 (Europe/London)');
    expect(rhythmText(scheduleView('s1', { cadence: 'weekly', weekday: 3, time_zone: 'UTC' }), de)).toBe('wöchentlich Mi 07:00 (UTC)');
  });

  it('in English', () => {
    const en = texts('en');
    expect(rhythmText(scheduleView('s1'), en)).toBe('daily 07:00');
    expect(rhythmText(scheduleView('s1', { cadence: 'weekly', weekday: 5 }), en)).toBe('weekly Fri 07:00');
    expect(rhythmText(scheduleView('s1', { cadence: 'monthly', day_of_month: 15, time_zone: 'America/New_York' }), en)).toBe(
      'monthly on day 15 07:00 (America/New_York)',
    );
  });
});

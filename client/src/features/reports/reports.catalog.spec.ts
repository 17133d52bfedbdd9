import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, EXPORT_KINDS, EXPORT_STATUSES } from '@kollab/contracts';
import { REPORT_CADENCES } from '@kollab/contracts/lib/schedule-slots';
import { catalogKeys } from '../../lib/i18n-catalog';
import { reportsCatalog } from './reports.catalog';

describe('reports catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(reportsCatalog.en)).toEqual(catalogKeys(reportsCatalog.de));
  });

  it('names every kind, format, status, cadence and weekday', () => {
    const keys = new Set(catalogKeys(reportsCatalog.de));
    const wanted = [
      ...EXPORT_KINDS.map((kind) => `kinds.${kind}`),
      ...EXPORT_FORMATS.map((format) => `formats.${format}`),
      ...EXPORT_STATUSES.map((status) => `statuses.${status}`),
      ...REPORT_CADENCES.map((cadence) => `cadences.${cadence}`),
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((day) => [`weekdays.${day}`, `weekdaysShort.${day}`]),
    ];
    expect(wanted.filter((key) => !keys.has(key))).toEqual([]);
    expect(reportsCatalog.de.title).toBe('Berichte');
  });
});

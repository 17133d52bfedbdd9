import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, EXPORT_KINDS } from '@kollab/contracts';
import { catalogKeys } from '../../lib/i18n-catalog';
import { exportsCatalog } from './exports.catalog';

describe('exports catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(exportsCatalog.en)).toEqual(catalogKeys(exportsCatalog.de));
  });

  it('names every kind and format', () => {
    const keys = new Set(catalogKeys(exportsCatalog.de));
    const wanted = [...EXPORT_KINDS.map((kind) => `kinds.${kind}`), ...EXPORT_FORMATS.map((format) => `formats.${format}`)];
    expect(wanted.filter((key) => !keys.has(key))).toEqual([]);
    expect(exportsCatalog.de.toasts).toMatchObject({ done: 'Export fertig – die E-Mail ist unterwegs', download: 'Herunterladen' });
    expect(exportsCatalog.de.button).toEqual({ export: 'Exportieren', byMail: 'Per E-Mail exportieren' });
  });
});

import { ISO_3166_ALPHA2_CODES } from '@kollab/contracts';
import { buildCountryList } from './country-list';

describe('the country list', () => {
  it('holds the 249 officially assigned ISO 3166-1 alpha-2 codes, each once', () => {
    expect(ISO_3166_ALPHA2_CODES).toHaveLength(249);
    expect(new Set(ISO_3166_ALPHA2_CODES).size).toBe(249);
    expect(ISO_3166_ALPHA2_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names every country in German and English', () => {
    const list = buildCountryList('de');
    expect(list.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Deutschland', names: { de: 'Deutschland', en: 'Germany' } });
    expect(list.find((c) => c.code === 'AT')?.name).toBe('Österreich');
    expect(list.find((c) => c.code === 'CH')?.name).toBe('Schweiz');
    expect(list.every((c) => c.names.de && c.names.en && c.names.de !== c.code)).toBe(true);
  });

  it('sorts by the name in the asked language, umlauts with their base letter', () => {
    const de = buildCountryList('de').map((c) => c.name);
    expect(de).toEqual([...de].sort(new Intl.Collator('de').compare));
    expect(de.indexOf('Österreich')).toBeGreaterThan(de.indexOf('Oman'));
    expect(de.indexOf('Österreich')).toBeLessThan(de.indexOf('Pakistan'));
    const en = buildCountryList('en');
    expect(en[0].name).toBe('Afghanistan');
    expect(en.map((c) => c.name)).toEqual(en.map((c) => c.name).sort(new Intl.Collator('en').compare));
  });
});

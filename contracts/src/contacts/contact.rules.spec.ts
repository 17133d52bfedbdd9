import { contactNumberKey, isCountryCode, isHttpUrl, isVatId, isYmdDate, isZip, normalizeVatId } from './contact.rules';

describe('contact rules', () => {
  it('takes 3 to 10 digits as zip', () => {
    expect(['123', '70565', '1234567890'].every(isZip)).toBe(true);
    expect(['12', '12345678901', '7056A', ' 70565', 70565].some(isZip)).toBe(false);
  });

  it('takes 4 to 15 letters or digits as VAT id once spaces are removed, stored upper case', () => {
    expect(['DE123456789', 'de 123 456 789', 'ATU12345678', 'NL123456789B01', 'ABCD'].every(isVatId)).toBe(true);
    expect(['ABC', 'DE1234567890123X', 'CHE-123.456.789', ''].some(isVatId)).toBe(false);
    expect(normalizeVatId(' de 123 456 789 ')).toBe('DE123456789');
  });

  it('takes ISO 3166-1 alpha-2 codes of the country list, upper case only', () => {
    expect(['DE', 'AT', 'CH'].every(isCountryCode)).toBe(true);
    expect(['de', 'EU', 'XK', 'DEU'].some(isCountryCode)).toBe(false);
  });

  it('takes absolute http(s) URLs as homepage', () => {
    expect(['https://mueller.de', 'http://mueller.de/kontakt?x=1'].every(isHttpUrl)).toBe(true);
    expect(['mueller.de', 'www.mueller.de', 'ftp://mueller.de', 'javascript:alert(1)'].some(isHttpUrl)).toBe(false);
  });

  it('takes real YYYY-MM-DD dates', () => {
    expect(['2024-02-29', '1999-12-31'].every(isYmdDate)).toBe(true);
    expect(['2023-02-29', '2024-13-01', '01.02.2024', '2024-02-01T00:00:00Z'].some(isYmdDate)).toBe(false);
  });

  it('compares numbers regardless of case and surrounding spaces', () => {
    expect(contactNumberKey(' K-1001 ')).toBe(contactNumberKey('k-1001'));
  });
});

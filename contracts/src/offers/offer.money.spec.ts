import {
  calculateOffer,
  divideRounded,
  formatHundredths,
  hundredthsToNumber,
  NO_OFFER_CALCULATION,
  OFFER_AMOUNT_MAX,
  OFFER_CALCULATION_MAX,
  OFFER_HOURS_MAX,
  OFFER_PROVISION_MAX,
  OFFER_RATE_MAX,
  parseHundredths,
  parseOfferCalculation,
  parseOfferRates,
  type OfferCalculationValues,
  type OfferRateValues,
} from './offer.money';

const ok = (value: number) => ({ ok: true, value });
const refused = (error: string) => ({ ok: false, error });
const values = (overrides: Partial<OfferCalculationValues>): OfferCalculationValues => ({ ...NO_OFFER_CALCULATION, ...overrides });
const RATES: OfferRateValues = { fertigung: 8550, konstruktion: 9500, kundendienst: 7000, prueffeld: 12000 };

describe('parseHundredths: decimals with at most 2 places to integer hundredths', () => {
  it('takes numbers and decimal texts', () => {
    expect(parseHundredths(12, OFFER_AMOUNT_MAX)).toEqual(ok(1200));
    expect(parseHundredths(12.5, OFFER_AMOUNT_MAX)).toEqual(ok(1250));
    expect(parseHundredths(0.1, OFFER_AMOUNT_MAX)).toEqual(ok(10));
    expect(parseHundredths(1234.56, OFFER_AMOUNT_MAX)).toEqual(ok(123456));
    expect(parseHundredths('0.30', OFFER_AMOUNT_MAX)).toEqual(ok(30));
    expect(parseHundredths(' 7.05 ', OFFER_AMOUNT_MAX)).toEqual(ok(705));
    expect(parseHundredths('12.', OFFER_AMOUNT_MAX)).toEqual(ok(1200));
    expect(parseHundredths('.5', OFFER_AMOUNT_MAX)).toEqual(ok(50));
    expect(parseHundredths('007', OFFER_AMOUNT_MAX)).toEqual(ok(700));
  });
  it('takes 0, and does not count trailing zeros as decimals', () => {
    expect(parseHundredths(0, OFFER_AMOUNT_MAX)).toEqual(ok(0));
    expect(parseHundredths(-0, OFFER_AMOUNT_MAX)).toEqual(ok(0));
    expect(parseHundredths('-0.00', OFFER_AMOUNT_MAX)).toEqual(ok(0));
    expect(parseHundredths('1.500', OFFER_AMOUNT_MAX)).toEqual(ok(150));
  });
  it('refuses more than 2 decimals, also where binary floating point leaves them (0.1 + 0.2)', () => {
    for (const value of [1.005, '0.001', 0.1 + 0.2, 1.1 * 1.1, 1e-7, '12.345'])
      expect(parseHundredths(value, OFFER_AMOUNT_MAX)).toEqual(refused('too_many_decimals'));
  });
  it('refuses negatives (after the decimals)', () => {
    for (const value of [-1, -0.01, '-5', -1e21]) expect(parseHundredths(value, OFFER_AMOUNT_MAX)).toEqual(refused('negative'));
    expect(parseHundredths(-1.234, OFFER_AMOUNT_MAX)).toEqual(refused('too_many_decimals'));
  });
  it('refuses what is no decimal number', () => {
    for (const value of [NaN, Infinity, -Infinity, '', ' ', 'abc', '1,5', '1.234,56', '1e3', '+1', '1 000', '.', '-', null, undefined, true, {}, [1]])
      expect(parseHundredths(value, OFFER_AMOUNT_MAX)).toEqual(refused('not_a_number'));
  });
  it('refuses more than the maximum (99,999,999.99 for amounts), also far beyond exact numbers', () => {
    expect(parseHundredths('99999999.99', OFFER_AMOUNT_MAX)).toEqual(ok(OFFER_AMOUNT_MAX));
    for (const value of ['100000000', 100_000_000, 1e21, '123456789012345678901234567890'])
      expect(parseHundredths(value, OFFER_AMOUNT_MAX)).toEqual(refused('too_large'));
    expect(parseHundredths(100.01, OFFER_PROVISION_MAX)).toEqual(refused('too_large'));
    expect(parseHundredths(100, OFFER_PROVISION_MAX)).toEqual(ok(10_000));
  });
});

describe('numbers and texts with 2 decimals', () => {
  it('formats hundredths with exactly 2 decimals', () => {
    expect([0, 5, 30, 1250, 123456, -5, -123456].map(formatHundredths)).toEqual(['0.00', '0.05', '0.30', '12.50', '1234.56', '-0.05', '-1234.56']);
  });
  it('gives numbers that print with at most 2 decimals', () => {
    expect([30, 1, 123456, OFFER_AMOUNT_MAX].map(hundredthsToNumber)).toEqual([0.3, 0.01, 1234.56, 99999999.99]);
    expect(String(hundredthsToNumber(10 + 20))).toBe('0.3');
  });
});

describe('divideRounded: integer division rounded half away from zero', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [7, 2, 4],
    [-7, 2, -4],
    [4, 2, 2],
    [1, 3, 0],
    [2, 3, 1],
    [-1, 3, 0],
    [-2, 3, -1],
    [14_999, 10_000, 1],
    [15_000, 10_000, 2],
    [-15_000, 10_000, -2],
  ])('%i / %i = %i', (numerator, divisor, expected) => {
    expect(divideRounded(numerator, divisor)).toBe(expected);
  });
});

describe('calculateOffer', () => {
  it('adds amounts exactly: 0.1 + 0.2 is 0.30', () => {
    const materialprice = parseHundredths(0.1, OFFER_AMOUNT_MAX);
    const transportkosten = parseHundredths(0.2, OFFER_AMOUNT_MAX);
    if (!materialprice.ok || !transportkosten.ok) throw new Error('parsed');
    const { subtotal, total } = calculateOffer(values({ materialprice: materialprice.value, transportkosten: transportkosten.value }), RATES);
    expect([subtotal, total, hundredthsToNumber(total), formatHundredths(total)]).toEqual([30, 30, 0.3, '0.30']);
    expect(0.1 + 0.2).not.toBe(0.3); // what it avoids
  });
  it('multiplies and adds without drift: 0.7 + 0.1 is 0.80, 1.10 h × 1.10 is 1.21', () => {
    const rates = { ...RATES, fertigung: 110 };
    const { labour, subtotal } = calculateOffer(values({ materialprice: 70, transportkosten: 10, fertigungsstunden: 110 }), rates);
    expect([labour.fertigung, subtotal, formatHundredths(subtotal)]).toEqual([121, 201, '2.01']);
    expect([0.7 + 0.1, 1.1 * 1.1]).toEqual([0.7999999999999999, 1.2100000000000002]); // what it avoids
  });
  it('computes positions, subtotal, provision and total in cents', () => {
    const result = calculateOffer(
      values({
        materialprice: 123456,
        transportkosten: 10000,
        provision: 750,
        fertigungsstunden: 1025,
        konstruktionsstunden: 300,
        kundendienststunden: 150,
        prueffeld: 75,
      }),
      RATES,
    );
    // 10.25 h × 85.50 = 876.375 → 876.38 (half away from zero); 3 × 95; 1.5 × 70; 0.75 × 120.
    expect(result.labour).toEqual({ fertigung: 87638, konstruktion: 28500, kundendienst: 10500, prueffeld: 9000 });
    expect(result.subtotal).toBe(269094);
    // 2,690.94 × 7.5 % = 201.8205 → 201.82.
    expect(result.provision_amount).toBe(20182);
    expect(result.total).toBe(289276);
  });
  it('rounds the provision amount half away from zero', () => {
    expect(calculateOffer(values({ materialprice: 1, provision: 5000 }), RATES).provision_amount).toBe(1); // 0.5 ct → 1 ct
    expect(calculateOffer(values({ materialprice: 1, provision: 4999 }), RATES).provision_amount).toBe(0); // 0.4999 ct → 0
    expect(calculateOffer(values({ materialprice: 3, provision: 5000 }), RATES).provision_amount).toBe(2); // 1.5 ct → 2 ct
    expect(calculateOffer(values({ materialprice: 10000, provision: 1 }), RATES).provision_amount).toBe(1); // 100.00 × 0.01 % = 1 ct
  });
  it('takes the provision as a percentage with 2 decimals', () => {
    const { provision_amount, total } = calculateOffer(values({ materialprice: 100000, provision: 1925 }), RATES); // 1,000.00 × 19.25 %
    expect([provision_amount, total]).toEqual([19250, 119250]);
  });
  it('is nothing for nothing, and without rates hours cost nothing', () => {
    expect(calculateOffer(NO_OFFER_CALCULATION, RATES)).toEqual({
      labour: { fertigung: 0, konstruktion: 0, kundendienst: 0, prueffeld: 0 },
      subtotal: 0,
      provision_amount: 0,
      total: 0,
    });
  });
  it('stays exact at the maxima (every intermediate product a safe integer)', () => {
    const max = OFFER_CALCULATION_MAX;
    const rates = { fertigung: OFFER_RATE_MAX, konstruktion: OFFER_RATE_MAX, kundendienst: OFFER_RATE_MAX, prueffeld: OFFER_RATE_MAX };
    const result = calculateOffer({ ...max }, rates);
    const line = (BigInt(OFFER_HOURS_MAX) * BigInt(OFFER_RATE_MAX) + 50n) / 100n;
    const subtotal = 2n * BigInt(OFFER_AMOUNT_MAX) + 4n * line;
    const provision = (subtotal * BigInt(OFFER_PROVISION_MAX) + 5_000n) / 10_000n;
    expect(subtotal * BigInt(OFFER_PROVISION_MAX) < BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect([BigInt(result.subtotal), BigInt(result.provision_amount), BigInt(result.total)]).toEqual([subtotal, provision, subtotal + provision]);
  });
});

describe('parseOfferCalculation and parseOfferRates', () => {
  it('takes left out, null and empty fields as 0', () => {
    expect(parseOfferCalculation({ materialprice: '12.50', provision: null, prueffeld: '' })).toEqual({
      ok: true,
      values: { ...NO_OFFER_CALCULATION, materialprice: 1250 },
    });
  });
  it('names every field at fault', () => {
    expect(parseOfferCalculation({ materialprice: -1, fertigungsstunden: 1.234, provision: 150, transportkosten: 'x' })).toEqual({
      ok: false,
      errors: { materialprice: 'negative', fertigungsstunden: 'too_many_decimals', provision: 'too_large', transportkosten: 'not_a_number' },
    });
  });
  it('parses the rates in cents per hour, at most 9,999.99', () => {
    expect(parseOfferRates({ fertigung: 85.5, konstruktion: '95', kundendienst: 70, prueffeld: 120.25 })).toEqual({
      ok: true,
      values: { fertigung: 8550, konstruktion: 9500, kundendienst: 7000, prueffeld: 12025 },
    });
    expect(parseOfferRates({ fertigung: 10000, konstruktion: 1, kundendienst: 1, prueffeld: 1 })).toEqual({
      ok: false,
      errors: { fertigung: 'too_large' },
    });
  });
});

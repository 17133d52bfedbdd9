import { describe, expect, it } from 'vitest';
import { OFFER_AMOUNT_MAX } from '@kollab/contracts/offers/offer.money';
import { formatCents, formatDecimal, formatMoney, parseTypedDecimal } from './money';

const nbsp = '\u00a0';

describe('money on screen', () => {
  it('shows amounts as 1.234,56 € in German and €1,234.56 in English', () => {
    expect(formatMoney(1234.56, 'de')).toBe(`1.234,56${nbsp}€`);
    expect(formatMoney(1234.56, 'en')).toBe('€1,234.56');
    expect(formatCents(30, 'de')).toBe(`0,30${nbsp}€`);
    expect(formatCents(123456789, 'en')).toBe('€1,234,567.89');
    expect(formatDecimal(12.5, 'de')).toBe('12,50');
    expect(formatDecimal(1234, 'en')).toBe('1,234.00');
  });

  it('reads what a German or an English user types', () => {
    expect(parseTypedDecimal('1.234,56', 'de', OFFER_AMOUNT_MAX)).toEqual({ ok: true, value: 123456 });
    expect(parseTypedDecimal('1234,5', 'de', OFFER_AMOUNT_MAX)).toEqual({ ok: true, value: 123450 });
    expect(parseTypedDecimal('1,234.56', 'en', OFFER_AMOUNT_MAX)).toEqual({ ok: true, value: 123456 });
    expect(parseTypedDecimal(' 12 € ', 'de', OFFER_AMOUNT_MAX)).toEqual({ ok: true, value: 1200 });
    expect(parseTypedDecimal('', 'en', OFFER_AMOUNT_MAX)).toEqual({ ok: true, value: 0 });
  });

  it('refuses what the server would refuse, and separators in the wrong place', () => {
    expect(parseTypedDecimal('1,234', 'de', OFFER_AMOUNT_MAX)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseTypedDecimal('0,001', 'de', OFFER_AMOUNT_MAX)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseTypedDecimal('-1', 'en', OFFER_AMOUNT_MAX)).toEqual({ ok: false, error: 'negative' });
    expect(parseTypedDecimal('12.34.5', 'de', OFFER_AMOUNT_MAX)).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseTypedDecimal('1,2,3', 'en', OFFER_AMOUNT_MAX)).toEqual({ ok: false, error: 'not_a_number' });
    expect(parseTypedDecimal('abc', 'en', OFFER_AMOUNT_MAX)).toEqual({ ok: false, error: 'not_a_number' });
  });
});

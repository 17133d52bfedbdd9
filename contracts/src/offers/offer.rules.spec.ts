import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ERROR_MESSAGES } from '../errors/error-codes';
import { ListOffersQuery } from './list-offers.query';
import { ChangeOfferInput, CreateOfferInput, OfferRatesInput, OfferStatusInput, OfferTypeInput } from './offer.inputs';
import { OFFER_AMOUNT_MAX, OFFER_RATE_MAX } from './offer.money';
import { DECIMAL_ERROR_KEYS, decimalFieldError, OFFER_ORDERS, OFFER_STATUSES, SETTABLE_OFFER_STATUSES } from './offer.rules';

/** The messages of each field at fault (as the validation pipe reads them). */
function errorsOf(cls: new () => object, body: Record<string, unknown>): Record<string, string[]> {
  const errors = validateSync(plainToInstance(cls, body), { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})]));
}

describe('offer rules', () => {
  it('sets every status by hand but overdue', () => {
    expect(SETTABLE_OFFER_STATUSES).toEqual(OFFER_STATUSES.filter((status) => status !== 'overdue'));
  });
  it('sorts by each order field both ways, the total included', () => {
    expect(OFFER_ORDERS).toEqual(expect.arrayContaining(['created_at', '-created_at', 'valid_until', 'total', '-total']));
  });
  it('has a text for every money error, the maximum named as a number with 2 decimals', () => {
    for (const key of Object.values(DECIMAL_ERROR_KEYS)) expect(ERROR_MESSAGES[key].de).toBeTruthy();
    expect(decimalFieldError('too_large', OFFER_AMOUNT_MAX)).toEqual({ key: 'offers.value_too_large', params: { max: 99999999.99 } });
    expect(decimalFieldError('negative', OFFER_RATE_MAX)).toEqual({ key: 'offers.value_negative' });
  });
});

describe('offer inputs', () => {
  it('take a title and decimals with at most 2 places', () => {
    expect(errorsOf(CreateOfferInput, { title: 'Wartungsvertrag', materialprice: 1234.56, provision: 7.5, prueffeld: 0 })).toEqual({});
    expect(errorsOf(CreateOfferInput, { materialprice: 1 })).toEqual({ title: expect.arrayContaining(['validation.required']) });
    expect(errorsOf(ChangeOfferInput, { materialprice: null, valid_until: '2026-04-30' })).toEqual({});
  });
  it('refuse more decimals, negatives, too much and what is no number, each with its key', () => {
    expect(errorsOf(ChangeOfferInput, { materialprice: 0.1 + 0.2 })).toEqual({ materialprice: ['offers.value_too_many_decimals'] });
    expect(errorsOf(ChangeOfferInput, { transportkosten: -1 })).toEqual({
      transportkosten: expect.arrayContaining(['offers.value_negative']),
    });
    expect(errorsOf(ChangeOfferInput, { fertigungsstunden: 100_000 })).toEqual({
      fertigungsstunden: expect.arrayContaining(['offers.value_too_large?max=99999.99']),
    });
    expect(errorsOf(ChangeOfferInput, { provision: '7.5' })).toEqual({ provision: expect.arrayContaining(['offers.value_not_a_number']) });
  });
  it('refuse a title over 255 characters and a date that is none', () => {
    const errors = errorsOf(ChangeOfferInput, { title: 'x'.repeat(256), valid_until: '2026-02-30' });
    expect(Object.keys(errors).sort()).toEqual(['title', 'valid_until']);
  });
  it('take a status with an outcome of accepted or declined', () => {
    expect(errorsOf(OfferStatusInput, { status: 'closed', outcome: 'accepted' })).toEqual({});
    expect(errorsOf(OfferStatusInput, { status: 'overdue' })).toEqual({ status: ['validation.one_of'] });
    expect(errorsOf(OfferStatusInput, { status: 'closed', outcome: 'maybe' })).toEqual({ outcome: ['validation.one_of'] });
  });
  it('take offer types with a prefix of at most 5, and all four rates', () => {
    expect(errorsOf(OfferTypeInput, { title: 'Angebot', short: 'ANG', template: null })).toEqual({});
    expect(errorsOf(OfferTypeInput, { title: 'Angebot', short: 'ANGEBO' })).toEqual({ short: ['validation.max_length?max=5'] });
    expect(errorsOf(OfferRatesInput, { fertigung: 85.5, konstruktion: 95, kundendienst: 70, prueffeld: 120 })).toEqual({});
    expect(Object.keys(errorsOf(OfferRatesInput, { fertigung: 85.555 })).sort()).toEqual(['fertigung', 'konstruktion', 'kundendienst', 'prueffeld']);
  });
  it('list with every filter of the issue', () => {
    const query = {
      order: '-total',
      'filter[search]': 'Wartung',
      'filter[status]': 'overdue',
      'filter[team]': 't1',
      'filter[author]': 'u1',
      'filter[published_status]': 'draft',
      'filter[contact]': 'k1',
      'filter[outcome]': 'accepted',
    };
    expect(errorsOf(ListOffersQuery, query)).toEqual({});
    expect(errorsOf(ListOffersQuery, { 'filter[outcome]': 'open' })).toEqual({ 'filter[outcome]': ['validation.one_of'] });
  });
});

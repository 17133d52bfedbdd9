import { describe, expect, it } from 'vitest';
import { calculationOf, parseCalculation, ratesInCents } from './offer-calculation';
import { valuesOf, type OfferFormValues } from './offer-fields';
import { checkEdit, checkNew, emptyValues } from './offer-form';
import { offerView, RATES } from './offers.fixtures';

const typed = (values: Partial<OfferFormValues>): OfferFormValues => ({ ...emptyValues(), title: 'Förderband', ...values });

describe('the calculation as typed (offer-calculation.ts)', () => {
  it('German input with thousands separators is read exactly: 1.234,56 is 123456 cents', () => {
    const parsed = parseCalculation(typed({ materialprice: '1.234,56', provision: '12,5' }), 'de');
    expect(parsed).toMatchObject({ ok: true, values: { materialprice: 123456, provision: 1250, transportkosten: 0 } });
  });

  it('sums exactly: 0,10 + 0,20 comes to 0,30, not 0.30000000000000004', () => {
    const parsed = parseCalculation(typed({ materialprice: '0,10', transportkosten: '0,20' }), 'de');
    expect(calculationOf(parsed.values, ratesInCents(RATES))).toMatchObject({ subtotal: 30, provision_amount: 0, total: 30 });
  });

  it('hours times the rates, the provision rounded half away from zero, as the server computes', () => {
    // 10 h × 80 € + 1 h × 95 € + 1.000 € = 1.895 €; 2,5 % → 47,375 € → 47,38 €
    const parsed = parseCalculation(typed({ materialprice: '1000', fertigungsstunden: '10', konstruktionsstunden: '1', provision: '2,5' }), 'de');
    expect(calculationOf(parsed.values, ratesInCents(RATES))).toMatchObject({ subtotal: 189500, provision_amount: 4738, total: 194238 });
  });

  it('English input reads 1,234.56', () => {
    expect(parseCalculation(typed({ materialprice: '1,234.56' }), 'en')).toMatchObject({ ok: true, values: { materialprice: 123456 } });
  });

  it('names the first rule broken per field: too many decimals, negative, too large, no number', () => {
    const parsed = parseCalculation(typed({ materialprice: '1,234', transportkosten: '-5', provision: '100,01', prueffeld: 'zwölf' }), 'de');
    expect(parsed).toMatchObject({
      ok: false,
      errors: { materialprice: 'too_many_decimals', transportkosten: 'negative', provision: 'too_large', prueffeld: 'not_a_number' },
    });
  });
});

describe('the offer form (offer-form.ts)', () => {
  it('a new offer: the field errors in the server’s words, the maximum in the UI language', () => {
    const { messages } = checkNew(typed({ materialprice: '1,234', transportkosten: '-5', fertigungsstunden: '100.000' }), 'de', 'Regel');
    expect(messages).toEqual({
      materialprice: 'Höchstens 2 Nachkommastellen.',
      transportkosten: 'Der Wert darf nicht negativ sein.',
      fertigungsstunden: 'Höchstens 99.999,99.',
    });
  });

  it('a new offer: the body has the numbers with 2 decimals, empty fields left out, and the contract rules (title required)', () => {
    const { body, messages } = checkNew(typed({ title: '  ', materialprice: '1.234,56', provision: '0,3' }), 'de', 'Regel');
    expect(body).toMatchObject({ title: '', materialprice: 1234.56, provision: 0.3, transportkosten: 0, published: false });
    expect(body).not.toHaveProperty('type');
    expect(messages.title).toBeTruthy();
  });

  it('publishing needs a type and a team', () => {
    expect(checkNew(typed({ published: true }), 'de', 'Nur mit Typ und Team').messages).toEqual({ published: 'Nur mit Typ und Team' });
    expect(checkNew(typed({ published: true, type: 't', team: 'x' }), 'de', 'Nur mit Typ und Team').messages).toEqual({});
  });

  it('an edit sends only what changed; 1.000 typed as 1000,00 is no change', () => {
    const base = offerView('a');
    const values = { ...valuesOf(base, 'de'), materialprice: '1000,00', fertigungsstunden: '12,5', valid_until: '' };
    expect(checkEdit(base, values, 'de', 'Regel')).toEqual({ body: { fertigungsstunden: 12.5, valid_until: null }, messages: {} });
  });
});

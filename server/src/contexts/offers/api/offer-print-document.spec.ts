import { NO_OFFER_CALCULATION, type Locale } from '@kollab/contracts';
import { offerPrintDocument, type OfferPrintParts } from './offer-print-document';

const parts = (locale: Locale, overrides: Partial<OfferPrintParts> = {}): OfferPrintParts => ({
  head: { locale, account_name: 'Demo-GmbH', logo_file_id: null },
  offer: {
    id: '3f1c0000-0000-4000-8000-000000000000',
    number: 'ANG-3',
    title: 'Überholung Hydraulikpresse',
    description: '<p>Umfang</p>',
    valid_until: '2026-04-30',
    contact_person: 'p1',
    created_at: '2026-03-12T10:00:00.000Z',
    published_at: '2026-03-13T09:00:00.000Z',
  },
  values: { ...NO_OFFER_CALCULATION, materialprice: 123456, fertigungsstunden: 1250, provision: 550 },
  rates: { fertigung: 6800, konstruktion: 8500, kundendienst: 7250, prueffeld: 9500 },
  customer: {
    id: 'c1',
    name: 'Müller Maschinenbau GmbH',
    number: 'K-1001',
    address: { street: 'Industriestraße 12', zip: '70565', city: 'Stuttgart', country: 'DE' },
    persons: [{ id: 'p1', name: 'Petra Schmidt', email: null, salutation: 'Frau' }],
  },
  author: 'Anna Albers',
  ...overrides,
});

describe('offerPrintDocument', () => {
  it("addresses the customer's contact person, and leaves out the home country", () => {
    expect(offerPrintDocument(parts('de')).letter?.recipient).toEqual([
      'Müller Maschinenbau GmbH',
      'z. Hd. Frau Petra Schmidt',
      'Industriestraße 12',
      '70565 Stuttgart',
    ]);
    const abroad = parts('en');
    abroad.customer = { ...abroad.customer!, address: { street: 'Mariahilfer Straße 88', zip: '1070', city: 'Wien', country: 'AT' } };
    expect(offerPrintDocument(abroad).letter?.recipient).toEqual([
      'Müller Maschinenbau GmbH',
      'Attn. Petra Schmidt',
      'Mariahilfer Straße 88',
      '1070 Wien',
      'AUSTRIA',
    ]);
    expect(offerPrintDocument(parts('de', { customer: undefined })).letter?.recipient).toEqual([]);
  });

  it('gives number, date (of publishing), validity, customer number and the author as facts', () => {
    expect(offerPrintDocument(parts('de')).letter?.facts).toEqual([
      { label: 'Angebotsnummer', value: 'ANG-3' },
      { label: 'Datum', value: '13.03.2026' },
      { label: 'Gültig bis', value: '30.04.2026' },
      { label: 'Kundennummer', value: 'K-1001' },
      { label: 'Ansprechpartner', value: 'Anna Albers' },
    ]);
  });

  it('lists the positions that are not 0 (hours × rate = amount) and the sums of calculateOffer', () => {
    const document = offerPrintDocument(parts('de'));
    expect(document.table?.rows).toEqual([
      ['1', 'Material', 'pauschal', '', '1.234,56 €'],
      ['2', 'Fertigung', '12,50 Std.', '68,00 €/Std.', '850,00 €'],
    ]);
    // 2084.56 × 5.5 % = 114.6508 → 114.65
    expect(document.sums).toEqual([
      { label: 'Zwischensumme', value: '2.084,56 €' },
      { label: 'Provision (5,5 %)', value: '114,65 €' },
      { label: 'Gesamtbetrag', value: '2.199,21 €', total: true },
    ]);
    expect(offerPrintDocument(parts('en')).sums?.at(-1)).toEqual({ label: 'Total', value: '€2,199.21', total: true });
  });

  it('prints an empty draft: no number, no positions, no provision line, no validity note', () => {
    const empty = parts('de');
    const document = offerPrintDocument({ ...empty, offer: { ...empty.offer, number: null, valid_until: null }, values: NO_OFFER_CALCULATION });
    expect(document.title).toBe('Angebot');
    expect(document.table).toBeUndefined();
    expect(document.sums).toEqual([
      { label: 'Zwischensumme', value: '0,00 €' },
      { label: 'Gesamtbetrag', value: '0,00 €', total: true },
    ]);
    expect(document.note).toBeUndefined();
    expect(document.page_numbers).toEqual({ page: 'Seite', of: 'von' });
  });
});

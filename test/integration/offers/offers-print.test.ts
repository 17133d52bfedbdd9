import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unique } from '../../support/accounts-app';
import { fetchPdf, pdfFonts, pdfLayoutText, pdfPages, pdfText, pdfWords, type PdfWord } from '../print/pdf-reading';
import {
  createOffer,
  FIXTURE_TIMEOUT_MS,
  getOffer,
  publishedBody,
  startOffersFixture,
  type Caller,
  type OffersFixture,
  type OffersOrg,
} from './offers-fixture';

// GET v1/offers/{id}/print (issue 14): the offer as a quote, a real PDF rendered by the print
// job (core/print), with the access of GET v1/offers/{id}.
describe('offers print: the quote as a PDF', () => {
  let f: OffersFixture;
  let o: OffersOrg;
  let b: OffersOrg;

  const print = (caller: Caller, path: string, headers?: Record<string, string>) => fetchPdf(f.t.url, caller, path, headers);
  const okPdf = async (caller: Caller, path: string, headers?: Record<string, string>) => {
    const answer = await print(caller, path, headers);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.error)}`);
    return answer;
  };
  const today = () => new Date().toISOString().slice(0, 10).split('-').reverse().join('.');

  /** With the fixture's RATES (85.50, 95.00, 70.00, 120.00): labour 213.75 + 380.00 + 105.00 + 150.00; subtotal 2263.31; 10 % = 226.33; total 2489.64. */
  const calculation = {
    materialprice: 1234.56,
    transportkosten: 180,
    fertigungsstunden: 2.5,
    konstruktionsstunden: 4,
    kundendienststunden: 1.5,
    prueffeld: 1.25,
    provision: 10,
  };

  beforeAll(async () => {
    f = await startOffersFixture();
    [o, b] = await Promise.all([f.organisation(), f.organisation()]);
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  it("prints a quote: letterhead, the customer's address, number, date, validity, title, description, positions and sums in German", async () => {
    const title = `Überholung Hydraulikpresse ${unique()}`;
    const id = await createOffer(
      o.author,
      publishedBody(o, {
        title,
        contact_person: o.personId,
        valid_until: '2099-04-30',
        description:
          '<h2>Leistungsumfang</h2><p>Demontage, Prüfung und Austausch der Dichtungen.</p><ul><li>Ölwechsel</li><li>Druckprüfung</li></ul>',
        ...calculation,
      }),
    );
    const offer = await getOffer(o.reader, id);
    expect(offer.total).toBe(2489.64);
    const answer = await okPdf(o.reader, `/api/v1/offers/${id}/print`);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${offer.number}.pdf"`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Pages as pictures and the layout as text, for a person to look at.
    const review = join(tmpdir(), 'review', 'offers');
    pdfPages(answer.bytes, review, 'offer', 80);
    await writeFile(join(review, 'offer.txt'), pdfLayoutText(answer.bytes));
    const fonts = pdfFonts(answer.bytes);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(expect.arrayContaining(['DejaVuSans', 'DejaVuSans-Bold']));

    const text = pdfText(answer.bytes);
    const account = (await o.manager.call<{ name: string }>('GET', '/api/v2/account')).body.name;
    for (const expected of [
      account,
      // the customer's address, as the window of an envelope shows it
      'Müller Maschinenbau GmbH\nz. Hd. Maria Müller\nIndustriestraße 12\n70565 Stuttgart',
      `Angebotsnummer ${offer.number}`,
      `Datum ${today()}`,
      'Gültig bis 30.04.2099',
      `Ansprechpartner ${o.author.user.full_name}`,
      `Angebot ${offer.number}\n${title}`,
      'Leistungsumfang',
      'Demontage, Prüfung und Austausch der Dichtungen.',
      '• Ölwechsel',
      'Pos. Leistung Menge Einzelpreis Betrag',
      '1 Material pauschal 1.234,56 €',
      '2 Transport pauschal 180,00 €',
      '3 Fertigung 2,50 Std. 85,50 €/Std. 213,75 €',
      '4 Konstruktion 4,00 Std. 95,00 €/Std. 380,00 €',
      '5 Kundendienst 1,50 Std. 70,00 €/Std. 105,00 €',
      '6 Prüffeld 1,25 Std. 120,00 €/Std. 150,00 €',
      'Zwischensumme 2.263,31 €',
      'Provision (10 %) 226,33 €',
      'Gesamtbetrag 2.489,64 €',
      'Dieses Angebot ist gültig bis 30.04.2099.',
      'Seite 1 von 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('<h2>');

    // Amounts right-aligned: every amount (its "€") ends where the heading "Betrag" ends, the
    // sums too; measured on the words' boxes in points (half a point either way).
    const words = pdfWords(answer.bytes);
    const wordAt = (text: string) => {
      const found = words.find((word) => word.text === text);
      if (!found) throw new Error(`no word "${text}" in the PDF`);
      return found;
    };
    // one line: the same baseline within a point (the labels are set smaller than their values)
    const sameLine = (a: PdfWord, b: PdfWord) => Math.abs(a.yMax - b.yMax) < 1;
    const end = wordAt('Betrag').xMax;
    for (const amount of ['1.234,56', '180,00', '213,75', '380,00', '105,00', '150,00', '2.263,31', '226,33', '2.489,64']) {
      const number = wordAt(amount);
      const euro = words.find((word) => word.text === '€' && sameLine(word, number) && word.xMin > number.xMax) as PdfWord;
      expect({ amount, end: Math.round(euro.xMax) }).toEqual({ amount, end: Math.round(end) });
      expect(Math.abs(euro.xMax - end)).toBeLessThan(0.5);
    }
    // Labels apart from their values: each fact on one line, its value well to the right of its label.
    for (const [label, value] of [
      ['Angebotsnummer', offer.number as string],
      ['Gültig', '30.04.2099'],
    ]) {
      const labelWord = wordAt(label);
      const valueWord = words.find((word) => word.text === value && sameLine(word, labelWord)) as PdfWord;
      expect(valueWord).toBeDefined();
      expect(valueWord.xMin - labelWord.xMax).toBeGreaterThan(20);
    }
  });

  it('prints English labels and amounts with Content-Language: en', async () => {
    const id = await createOffer(o.author, publishedBody(o, { contact_person: o.personId, valid_until: '2099-04-30', ...calculation }));
    const text = pdfText((await okPdf(o.reader, `/api/v1/offers/${id}/print`, { 'content-language': 'en' })).bytes);
    for (const expected of [
      'Offer number',
      'Valid until 30.04.2099',
      'Attn. Maria Müller',
      'Item Service Quantity Unit price Amount',
      '1 Material flat rate €1,234.56',
      '3 Manufacturing 2.50 h €85.50/h €213.75',
      '6 Test bay 1.25 h €120.00/h €150.00',
      'Subtotal €2,263.31',
      'Commission (10%) €226.33',
      'Total €2,489.64',
      'This offer is valid until 30.04.2099.',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Gesamtbetrag');
  });

  it('numbers the pages of a long description: Seite 1 von 2, Seite 2 von 2', async () => {
    const paragraph =
      '<p>Die Arbeiten umfassen Demontage, Prüfung und Austausch verschlissener Dichtungen, Ölwechsel sowie eine abschließende Druckprüfung im Prüffeld.</p>';
    const description = Array.from({ length: 10 }, (_, i) => `<h3>Abschnitt ${i + 1}</h3>${paragraph}${paragraph}`).join('');
    const id = await createOffer(o.author, publishedBody(o, { contact_person: o.personId, description, ...calculation }));
    const answer = await okPdf(o.author, `/api/v1/offers/${id}/print`);
    const text = pdfText(answer.bytes);
    expect(text).toContain('Seite 1 von 2');
    expect(text).toContain('Seite 2 von 2');
    expect(text).toContain('Abschnitt 10');
    expect(text).toContain('Gesamtbetrag 2.489,64 €');
    expect(pdfPages(answer.bytes, join(tmpdir(), 'review', 'offers'), 'offer-long', 80)).toHaveLength(2);
  });

  it('answers as GET v1/offers/{id} does: portal users 403, who may not read it and unknown ids 404', async () => {
    const published = await createOffer(o.author, publishedBody(o));
    const draft = await createOffer(o.author, { title: `Entwurf ${unique()}`, team: o.sales });
    const portal = await print(o.portal, `/api/v1/offers/${published}/print`);
    expect({ status: portal.status, code: portal.error?.code }).toEqual({ status: 403, code: 'auth.forbidden' });
    for (const [caller, path] of [
      [o.stranger, `/api/v1/offers/${published}/print`],
      [o.reader, `/api/v1/offers/${draft}/print`],
      [o.reader, '/api/v1/offers/00000000-0000-4000-8000-000000000000/print'],
      [o.reader, '/api/v1/offers/kein-angebot/print'],
    ] as const) {
      const refused = await print(caller, path);
      expect({ path, status: refused.status, code: refused.error?.code }).toEqual({ path, status: 404, code: 'offers.offer_not_found' });
      // the same answer GET gives
      if (!path.includes('kein-angebot')) expect((await caller.call('GET', path.replace(/\/print$/, ''))).status).toBe(404);
    }
    // A draft is printed by its author; a deleted offer by nobody.
    expect((await print(o.author, `/api/v1/offers/${draft}/print`)).status).toBe(200);
    expect((await o.author.call('DELETE', `/api/v1/offers/${draft}`)).status).toBe(200);
    expect((await print(o.author, `/api/v1/offers/${draft}/print`)).error?.code).toBe('offers.offer_not_found');
  });

  it("refuses another account's offer (404, nothing of it in the answer) and changes nothing", async () => {
    const secret = `Vertraulich ${unique()}`;
    const offerB = await createOffer(b.author, publishedBody(b, { title: secret, materialprice: 4711 }));
    const [beforeA, beforeB] = [await f.t.eventCount(o.org), await f.t.eventCount(b.org)];
    for (const caller of [o.author, o.manager, o.reader]) {
      const refused = await print(caller, `/api/v1/offers/${offerB}/print`);
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 404, code: 'offers.offer_not_found' });
      expect(refused.bytes.toString('utf8')).not.toContain(secret);
    }
    expect([await f.t.eventCount(o.org), await f.t.eventCount(b.org)]).toEqual([beforeA, beforeB]);
    expect(pdfText((await okPdf(b.reader, `/api/v1/offers/${offerB}/print`)).bytes)).toContain(secret);
  });

  it('documents the route in OpenAPI as a PDF answer', async () => {
    const docs = (await (await fetch(`${f.t.url}/api/docs-json`)).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const responses = docs.paths['/api/v1/offers/{id}/print']?.get?.responses ?? {};
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['application/pdf']);
    for (const status of ['401', '403', '404', '503']) expect(responses[status]).toBeDefined();
  });
});

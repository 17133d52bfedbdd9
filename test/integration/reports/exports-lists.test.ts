import { exportsOf } from './exports-fixture';
import type ExcelJS from 'exceljs';
import type { OfferListView, ProtocolListView } from '@kollab/contracts';
import { unique } from '../../support/accounts-app';
import { createOffer, publishedBody, startOffersFixture, type OffersFixture, type OffersOrg, FIXTURE_TIMEOUT_MS } from '../offers/offers-fixture';
import { createProtocol, startProtocolsFixture, type ErrorBody, type ProtocolsFixture, type ProtocolsOrg } from '../protocols/protocols-fixture';

/** The records of a CSV file (RFC 4180: quoted fields, doubled quotes), without its byte order mark. */
function csvRecords(text: string, separator: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
}

/** The row's cells from the first column on (exceljs counts from 1). */
const cellsOf = (row: ExcelJS.Row): unknown[] => (row.values as unknown[]).slice(1);

// Exports of the protocols and offers lists (issue 16): the rows GET v1/protocols and
// v1/offers list for the requester with the same filter and order, as typed cells; the
// list's own filter rules; the account's app, as the list's guard asks.
describe('exports of the protocols list', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;
  const tag = `Export${unique()}`;
  const formulaTitle = `=HYPERLINK("http://evil.example") ${tag}`;
  const x = exportsOf(() => f.t);

  beforeAll(async () => {
    f = await startProtocolsFixture();
    o = await f.organisation();
    const published = { type: o.typeId, teams: [o.sales], attendees: [o.attendee.user.id], viewers: [o.viewer.user.id], published: true };
    await createProtocol(o.author, { ...published, title: `Jour fixe ${tag}`, date: '2026-01-10' });
    await createProtocol(o.author, { ...published, title: formulaTitle, date: '2026-02-20' });
    await createProtocol(o.author, { ...published, title: `Workshop ${tag}`, type: o.otherTypeId, teams: [o.sales, o.tech], date: '2026-03-05' });
    // A draft: only its author, attendees and viewers read it, not the manager.
    await createProtocol(o.author, { title: `Entwurf ${tag}`, date: '2026-02-01' });
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const listed = async (query: string): Promise<string[]> => {
    const response = await o.manager.call<ProtocolListView>('GET', `/api/v1/protocols?limit=500&${query}`);
    expect(response.status).toBe(200);
    return response.body.data.map((protocol) => protocol.title);
  };

  it('exports xlsx: the rows GET v1/protocols lists for the manager in its order, typed cells, the formula escaped', async () => {
    const { view, file } = await x.exported(o.manager, { kind: 'protocols', format: 'xlsx', filter: { search: tag, order: 'title' } });
    expect(view).toMatchObject({ kind: 'protocols', format: 'xlsx', rows: 3, rows_total: 3 });
    expect(view.file_name).toMatch(/^Protokolle-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const titles = await listed(`filter[search]=${tag}&order=title`);
    expect(titles).toHaveLength(3);

    const sheet = await x.sheetOf(file, 'Protokolle');
    expect(cellsOf(sheet.getRow(1))).toEqual([
      'Nummer',
      'Titel',
      'Typ',
      'Status',
      'Datum',
      'Teams',
      'Teilnehmende',
      'Verteiler',
      'Verfasser',
      'Angelegt von',
      'Erstellt am',
      'Geändert am',
    ]);
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((index) => sheet.getRow(index));
    expect(rows.map((row) => row.getCell(2).value)).toEqual(titles.map((title) => (title.startsWith('=') ? `'${title}` : title)));
    // ordered by title: "=HYPERLINK…" first
    const formula = rows[0];
    expect(formula.getCell(2).value).toBe(`'${formulaTitle}`);
    expect(formula.getCell(1).value).toEqual(expect.stringMatching(new RegExp(`^${o.prefix}-\\d+$`)));
    expect(formula.getCell(3).value).toBe('Besprechung');
    expect(formula.getCell(4).value).toBe('Veröffentlicht');
    expect(formula.getCell(5).value).toEqual(new Date('2026-02-20T00:00:00Z'));
    expect(formula.getCell(5).numFmt).toBe('dd.mm.yyyy');
    expect(formula.getCell(6).value).toMatch(/^Vertrieb /);
    expect(formula.getCell(7).value).toBe(o.attendee.user.full_name || o.attendee.user.username);
    expect(formula.getCell(8).value).toBe(o.viewer.user.full_name || o.viewer.user.username);
    expect(formula.getCell(9).value).toBe(o.author.user.full_name || o.author.user.username);
    expect(formula.getCell(11).value).toBeInstanceOf(Date);
    expect(formula.getCell(11).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(formula.getCell(12).value).toBeInstanceOf(Date);
    const workshop = rows[2];
    expect(workshop.getCell(3).value).toBe('Workshop');
    expect(String(workshop.getCell(6).value).split(', ')).toHaveLength(2);
  });

  it("exports CSV with the list's date filter and order, as GET v1/protocols lists them", async () => {
    const { view, file } = await x.exported(o.manager, {
      kind: 'protocols',
      format: 'csv',
      filter: { search: tag, date: '2026-02-01..2026-03-31', order: '-date' },
    });
    const titles = await listed(`filter[search]=${tag}&filter[date]=2026-02-01..2026-03-31&order=-date`);
    expect(titles).toEqual([`Workshop ${tag}`, formulaTitle]);
    const records = csvRecords(Buffer.from(await file.arrayBuffer()).toString('utf8'), ';');
    expect(records[0]).toEqual(['Protokolle']);
    expect(records[1].slice(0, 5)).toEqual(['Nummer', 'Titel', 'Typ', 'Status', 'Datum']);
    const rows = records.slice(2);
    expect(rows.map((row) => row[1])).toEqual(titles.map((title) => (title.startsWith('=') ? `'${title}` : title)));
    expect(rows.map((row) => row[4])).toEqual(['05.03.2026', '20.02.2026']);
    expect(rows[0][10]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(view.rows).toBe(2);
  });

  it('refuses a filter the list does not know or does not accept (422 filter.<key>), and an account without the protocols app (403)', async () => {
    const unknown = await x.request(o.manager, { kind: 'protocols', format: 'xlsx', filter: { colour: 'red' } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['filter.colour']);
    const bad = await x.request(o.manager, { kind: 'protocols', format: 'csv', filter: { date: 'gestern', order: 'priority' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['filter.date', 'filter.order']);

    expect((await o.manager.call('PUT', '/api/v2/account/apps', { apps: ['contacts', 'tasks'] })).status).toBe(200);
    const manager = await x.signed(o.manager.user, o.org);
    expect((await manager.call<ErrorBody>('GET', '/api/v1/protocols')).body.code).toBe('protocols.app_disabled');
    const refused = await x.request(manager, { kind: 'protocols', format: 'xlsx' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('protocols.app_disabled');
  });
});

describe('exports of the offers list', () => {
  let f: OffersFixture;
  let o: OffersOrg;
  const word = `Kran${unique()}`;
  const formulaTitle = `@SUM(A1:A9) ${word}`;
  const x = exportsOf(() => f.t);

  beforeAll(async () => {
    f = await startOffersFixture();
    o = await f.organisation();
    await createOffer(o.author, publishedBody(o, { title: `${word} Wartung`, materialprice: 1234.5, valid_until: '2027-03-31' }));
    await createOffer(o.author, publishedBody(o, { title: formulaTitle, materialprice: 99.99 }));
    const closed = await createOffer(o.author, publishedBody(o, { title: `Bagger ${word}`, materialprice: 1000 }));
    expect((await o.editor.call('PATCH', `/api/v1/offers/${closed}/status`, { status: 'closed', outcome: 'accepted' })).status).toBe(200);
    // A draft: the manager does not read it.
    await createOffer(o.author, { title: `${word} Entwurf`, team: o.sales, materialprice: 5 });
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  const listed = async (query: string): Promise<OfferListView> => {
    const response = await o.manager.call<OfferListView>('GET', `/api/v1/offers?limit=500&${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('exports xlsx: the rows GET v1/offers lists for the manager in its order, the total in euros as a number, typed cells', async () => {
    const { view, file } = await x.exported(o.manager, { kind: 'offers', format: 'xlsx', filter: { search: word, order: '-total' } });
    const list = await listed(`filter[search]=${word}&order=-total`);
    expect(list.data.map((offer) => offer.title)).toEqual([`${word} Wartung`, `Bagger ${word}`, formulaTitle]);
    expect(view).toMatchObject({ kind: 'offers', rows: 3, rows_total: 3 });
    expect(view.file_name).toMatch(/^Angebote-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const sheet = await x.sheetOf(file, 'Angebote');
    expect(cellsOf(sheet.getRow(1))).toEqual([
      'Nummer',
      'Titel',
      'Typ',
      'Status',
      'Ergebnis',
      'Kontakt',
      'Team',
      'Summe (EUR)',
      'Angebotsdatum',
      'Gültig bis',
      'Verfasser',
      'Angelegt von',
      'Erstellt am',
      'Geändert am',
    ]);
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((index) => sheet.getRow(index));
    expect(rows.map((row) => row.getCell(2).value)).toEqual(
      list.data.map((offer) => (offer.title.startsWith('@') ? `'${offer.title}` : offer.title)),
    );
    expect(rows.map((row) => row.getCell(8).value)).toEqual([1234.5, 1000, 99.99]);
    expect(rows.map((row) => row.getCell(8).value)).toEqual(list.data.map((offer) => offer.total));
    const first = rows[0];
    expect(first.getCell(1).value).toBe(list.data[0].number);
    expect(first.getCell(3).value).toBe('Angebot');
    expect(first.getCell(4).value).toBe('Offen');
    expect(first.getCell(5).value).toBeNull();
    expect(first.getCell(6).value).toBe('Müller Maschinenbau GmbH');
    expect(first.getCell(7).value).toMatch(/^Vertrieb /);
    expect(first.getCell(9).value).toEqual(new Date(`${list.data[0].published_at!.slice(0, 10)}T00:00:00Z`));
    expect(first.getCell(9).numFmt).toBe('dd.mm.yyyy');
    expect(first.getCell(10).value).toEqual(new Date('2027-03-31T00:00:00Z'));
    expect(first.getCell(10).numFmt).toBe('dd.mm.yyyy');
    expect(first.getCell(11).value).toBe(o.author.user.full_name || o.author.user.username);
    expect(first.getCell(13).value).toBeInstanceOf(Date);
    expect(first.getCell(13).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(rows[1].getCell(4).value).toBe('Abgeschlossen');
    expect(rows[1].getCell(5).value).toBe('Angenommen');
    expect(rows[2].getCell(2).value).toBe(`'${formulaTitle}`);
  });

  it("exports CSV with the list's status filter and order: German decimals, as GET v1/offers lists them", async () => {
    const { file } = await x.exported(o.manager, { kind: 'offers', format: 'csv', filter: { search: word, status: 'open', order: 'title' } });
    const list = await listed(`filter[search]=${word}&filter[status]=open&order=title`);
    expect([...list.data.map((offer) => offer.title)].sort()).toEqual([formulaTitle, `${word} Wartung`].sort());
    const records = csvRecords(Buffer.from(await file.arrayBuffer()).toString('utf8'), ';');
    expect(records[0]).toEqual(['Angebote']);
    expect(records[1].slice(7, 10)).toEqual(['Summe (EUR)', 'Angebotsdatum', 'Gültig bis']);
    const rows = records.slice(2);
    expect(rows.map((row) => row[1])).toEqual(list.data.map((offer) => (offer.title.startsWith('@') ? `'${offer.title}` : offer.title)));
    const byTitle = new Map(rows.map((row) => [row[1], row]));
    expect(byTitle.get(`'${formulaTitle}`)?.[7]).toBe('99,99');
    expect(byTitle.get(`${word} Wartung`)?.[7]).toBe('1234,5');
    expect(byTitle.get(`${word} Wartung`)?.[9]).toBe('31.03.2027');
  });

  it('refuses a filter the list does not know or does not accept (422 filter.<key>), and an account without the offers app (403)', async () => {
    const unknown = await x.request(o.manager, { kind: 'offers', format: 'xlsx', filter: { colour: 'red', status: 'open' } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['filter.colour']);
    const bad = await x.request(o.manager, { kind: 'offers', format: 'xlsx', filter: { status: 'nope' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['filter.status']);

    expect((await o.manager.call('PUT', '/api/v2/account/apps', { apps: ['contacts', 'tasks'] })).status).toBe(200);
    const manager = await x.signed(o.manager.user, o.org);
    expect((await manager.call<ErrorBody>('GET', '/api/v1/offers')).body.code).toBe('offers.app_disabled');
    const refused = await x.request(manager, { kind: 'offers', format: 'xlsx' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('offers.app_disabled');
  });
});

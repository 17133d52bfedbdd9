import { unique } from '../../support/accounts-app';
import type { ProtocolListView, ProtocolView } from './protocols-test-types';
import { createProtocol, startProtocolsFixture, type Caller, type ProtocolsFixture, type ProtocolsOrg } from './protocols-fixture';

// GET v1/protocols: page, limit, order, the filter[...] keys (each with a match and a
// miss), and the caller's read scope (the list shows exactly what GET would).
describe('the protocol list', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;
  const tag = `Liste${unique()}`;
  let alpha: string;
  let beta: string;
  let gamma: string;

  beforeAll(async () => {
    f = await startProtocolsFixture();
    o = await f.organisation();
    alpha = await createProtocol(o.author, {
      title: `Alpha ${tag}`,
      date: '2026-01-10',
      type: o.typeId,
      teams: [o.sales],
      attendees: [o.attendee.user.id],
      published: true,
    });
    beta = await createProtocol(o.author, { title: `Beta ${tag}`, date: '2026-02-20', author: o.editor.user.id });
    gamma = await createProtocol(o.author, {
      title: `Gamma ${tag}`,
      date: '2026-03-05',
      type: o.typeId,
      teams: [o.tech],
      body: '<p>Das Zauberwort</p>',
      published: true,
    });
  }, 60000);
  afterAll(() => f?.t.close());

  const ids = async (query: string, caller: Caller = o.author): Promise<string[]> => {
    const response = await caller.call<ProtocolListView>('GET', `/api/v1/protocols?filter[search]=${tag}&${query}`);
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.map((p) => p.id);
  };

  it('sorts by date, newest first, by default; by other fields on request; pages', async () => {
    expect(await ids('')).toEqual([gamma, beta, alpha]);
    expect(await ids('order=title')).toEqual([alpha, beta, gamma]);
    expect(await ids('order=-title')).toEqual([gamma, beta, alpha]);
    const page = await o.author.call<ProtocolListView>('GET', `/api/v1/protocols?filter[search]=${tag}&order=date&limit=2&page=2`);
    expect(page.body).toMatchObject({ data: [{ id: gamma }], meta: { page: 2, limit: 2, total: 3 } });
  });

  it('filters by a day or a range of days', async () => {
    expect(await ids('filter[date]=2026-01-10')).toEqual([alpha]);
    expect(await ids('filter[date]=2026-02-01..2026-03-31&order=date')).toEqual([beta, gamma]);
    expect(await ids('filter[date]=..2026-02-20&order=date')).toEqual([alpha, beta]);
    expect(await ids('filter[date]=2026-04-01..')).toEqual([]);
  });

  it('filters by author, published status, attendee, team and search words', async () => {
    expect(await ids(`filter[author]=${o.editor.user.id}`)).toEqual([beta]);
    expect(await ids(`filter[author]=${o.stranger.user.id}`)).toEqual([]);
    expect(await ids('filter[published_status]=draft')).toEqual([beta]);
    expect(await ids('filter[published_status]=published')).toEqual([gamma, alpha]);
    expect(await ids(`filter[attendee]=${o.attendee.user.id}`)).toEqual([alpha]);
    expect(await ids(`filter[attendee]=${o.viewer.user.id}`)).toEqual([]);
    expect(await ids(`filter[team]=${o.tech}`)).toEqual([gamma]);
    expect(await ids(`filter[team]=${o.org}`)).toEqual([]);
    expect((await o.author.call<ProtocolListView>('GET', `/api/v1/protocols?filter[search]=${tag}%20zauberwort`)).body.data.map((p) => p.id)).toEqual(
      [gamma],
    );
    expect((await o.author.call<ProtocolListView>('GET', `/api/v1/protocols?filter[search]=${tag}%20nirgendwo`)).body.data).toEqual([]);
  });

  it('refuses bad filters, orders and unknown keys with 422', async () => {
    for (const query of [
      'filter[date]=2026-13-01',
      'filter[date]=2026-03-01..2026-01-01',
      'filter[published_status]=maybe',
      'order=colour',
      'limit=0',
      'filter[colour]=red',
    ]) {
      expect({ query, status: (await o.author.call('GET', `/api/v1/protocols?${query}`)).status }).toEqual({ query, status: 422 });
    }
  });

  it('shows each caller only what they may read: drafts to their owners, published ones by relation', async () => {
    expect(await ids('', o.editor)).toEqual([beta, alpha]); // beta: their own draft (author); alpha: edit in Vertrieb reads
    expect(await ids('', o.reader)).toEqual([alpha]);
    expect(await ids('', o.attendee)).toEqual([alpha]);
    expect(await ids('', o.extended)).toEqual([gamma, alpha]); // gamma: team Technik; alpha: created by a Technik member
    expect(await ids('', o.stranger)).toEqual([]);
    expect(await ids('', o.petra)).toEqual([]);
    // The list agrees with GET for every caller.
    for (const caller of [o.editor, o.reader, o.attendee, o.extended, o.stranger, o.petra]) {
      const listed = await ids('', caller);
      for (const id of [alpha, beta, gamma]) {
        const status = (await caller.call<ProtocolView>('GET', `/api/v1/protocols/${id}`)).status;
        expect({ id, status }).toEqual({ id, status: listed.includes(id) ? 200 : 404 });
      }
    }
  });
});

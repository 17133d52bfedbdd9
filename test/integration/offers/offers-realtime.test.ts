import { randomUUID } from 'node:crypto';
import { rooms, viewChangedEvent, type ViewChangedMessage } from '@kollab/contracts';
import { ItemNotifier } from '@kollab/server/core/realtime/item-notifier';
import { RealtimeGateway } from '@kollab/server/core/realtime/realtime.gateway';
import { CallerSockets, type RecordingClient } from '../../support/realtime-client';
import {
  createOffer,
  publishedBody,
  startOffersFixture,
  type Caller,
  type OffersFixture,
  type OffersOrg,
  FIXTURE_TIMEOUT_MS,
} from './offers-fixture';

const OFFER_CHANGED = viewChangedEvent('offers', 'offer');

// offers/offerChanged goes to the user rooms of those who may read the offer now (the
// policy's readers); portal users never get one; who lost access gets a revoke.
describe('offers realtime pushes', () => {
  let f: OffersFixture;
  let o: OffersOrg;
  const sockets = new CallerSockets(() => f.t.url);

  beforeAll(async () => {
    f = await startOffersFixture();
    o = await f.organisation();
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    sockets.closeAll();
    await f?.t.close();
  });

  /** A ping to the user's own room, sent once the notifier pushed every commit so far: once it arrives, earlier pushes have too. */
  const ping = async (client: RecordingClient, caller: Caller) => {
    await f.t.app.get(ItemNotifier).idle();
    const id = randomUUID();
    f.t.app.get(RealtimeGateway).emitToRooms([rooms.user(caller.user.id)], 'test/ping', { id });
    await client.waitFor('test/ping', id);
  };
  const viewsOf = (client: RecordingClient, id: string) =>
    client.received
      .filter((m) => m.event === OFFER_CHANGED && (m.message as ViewChangedMessage).id === id)
      .map((m) => (m.message as ViewChangedMessage<Record<string, unknown>>).view);

  it('pushes the offer with its new total to its readers only; portal users and strangers get nothing', async () => {
    const [reader, stranger, portal] = await Promise.all([sockets.connect(o.reader), sockets.connect(o.stranger), sockets.connect(o.portal)]);
    const id = await createOffer(o.author, publishedBody(o, { title: 'Live', materialprice: 100 }));
    const pushed = (await reader.waitFor(OFFER_CHANGED, id)) as ViewChangedMessage<Record<string, unknown>>;
    expect(pushed).toMatchObject({ collection: 'offers', id, view: { id, title: 'Live', total: 100 } });
    expect((await o.editor.call('PATCH', `/api/v1/offers/${id}`, { transportkosten: 0.55 })).status).toBe(200);
    await ping(reader, o.reader);
    expect(viewsOf(reader, id).at(-1)).toMatchObject({ total: 100.55, version: 3 });
    await ping(stranger, o.stranger);
    await ping(portal, o.portal);
    expect(viewsOf(stranger, id)).toEqual([]);
    expect(viewsOf(portal, id)).toEqual([]);
  });

  it('tells the team it lost an unpublished offer (revoke), and its readers a deletion', async () => {
    const [reader, viewer] = await Promise.all([sockets.connect(o.reader), sockets.connect(o.viewer)]);
    const id = await createOffer(o.author, publishedBody(o));
    await reader.waitFor(OFFER_CHANGED, id);
    expect((await o.author.call('POST', `/api/v1/offers/${id}/viewers`, { user_id: o.viewer.user.id })).status).toBe(201);
    expect((await o.author.call('PATCH', `/api/v1/offers/${id}`, { published: false })).status).toBe(200);
    await ping(reader, o.reader);
    expect(viewsOf(reader, id).at(-1)).toEqual({ id, version: 4, deleted: true, revoked: true });
    await ping(viewer, o.viewer);
    expect(viewsOf(viewer, id).at(-1)).toMatchObject({ id, version: 4, published: false });
    expect((await o.author.call('DELETE', `/api/v1/offers/${id}`)).status).toBe(200);
    await ping(viewer, o.viewer);
    expect(viewsOf(viewer, id).at(-1)).toEqual({ id, version: 5, deleted: true });
  });
});

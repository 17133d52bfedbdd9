import { NO_OFFER_CALCULATION } from '@kollab/contracts';
import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { OfferCreated, OfferEvent } from '../domain/offer.events';
import { OFFERS_COLLECTION, offerListProjection } from './offer-list.projection';

/** 85.50, 95.00, 70.00 and 120.00 per hour (cents). */
const RATES = { fertigung: 8550, konstruktion: 9500, kundendienst: 7000, prueffeld: 12000 };

// 1000.10 material + 0.20 transport + 2.5 h × 85.50 = 1214.05; 10 % provision 121.405 → 121.41; total 1335.46.
const created: OfferCreated['data'] = {
  title: 'Wartung Presse 3',
  type: 'ot-angebot',
  team: 'team-vertrieb',
  contact: 'c-mueller',
  contact_person: 'p-maria',
  valid_until: '2030-02-28',
  description: '<p>Jährliche Wartung</p>',
  comments_enabled: true,
  ...NO_OFFER_CALCULATION,
  materialprice: 100010,
  transportkosten: 20,
  fertigungsstunden: 250,
  provision: 1000,
  rates: RATES,
  number: 'ANG-7',
  created_by: 'u-anna',
};

const offerStream = () => streamEvents<OfferEvent>('offer-o1', { actorId: 'u-anna' });
const published = { published_at: '2030-01-03T08:30:00.000Z', published_by: 'u-anna' };

describe('offer list projection', () => {
  const spec = ProjectionSpecification.for(offerListProjection);

  it('writes the row of a new draft: its state, view with the exact calculation, list fields and scope', async () => {
    const offer = offerStream();
    const at = dayOf2030(1);
    await spec
      .given()
      .when(offer('OfferCreated', created))
      .thenDocumentMatches(OFFERS_COLLECTION, 'o1', {
        id: 'o1',
        version: 1,
        deleted: false,
        state: { lifecycle: 'live', status: 'open', rates: RATES, created_at: at, updated_at: at },
        view: {
          id: 'o1',
          number: 'ANG-7',
          title: 'Wartung Presse 3',
          contact: 'c-mueller',
          contact_person: 'p-maria',
          status: 'open',
          outcome: null,
          materialprice: 1000.1,
          transportkosten: 0.2,
          fertigungsstunden: 2.5,
          konstruktionsstunden: 0,
          provision: 10,
          rates: { fertigung: 85.5, konstruktion: 95, kundendienst: 70, prueffeld: 120 },
          subtotal: 1214.05,
          provision_amount: 121.41,
          total: 1335.46,
          published: false,
          author_user_id: 'u-anna',
          viewers: [],
          comments: [],
          created_at: at,
          updated_at: at,
          version: 1,
        },
        scope: ['owner:u-anna'],
        title: 'Wartung Presse 3',
        title_key: 'wartung presse 3',
        number: 'ANG-7',
        status: 'open',
        outcome: null,
        published_status: 'draft',
        team: 'team-vertrieb',
        author: 'u-anna',
        contact: 'c-mueller',
        valid_until: '2030-02-28',
        total_cents: 133546,
        created_at: at,
        updated_at: at,
      });
  });

  it('follows changes of the calculation, and a recalculation with new rates', async () => {
    const offer = offerStream();
    await spec
      .given(offer('OfferCreated', created))
      .when(
        offer('OfferChanged', { transportkosten: 10, title: 'Wartung Presse 4' }),
        offer('OfferRecalculated', { rates: { ...RATES, fertigung: 9000 } }),
      )
      .thenDocumentMatches(OFFERS_COLLECTION, 'o1', {
        title_key: 'wartung presse 4',
        // 1000.10 + 0.10 + 2.5 × 90.00 = 1225.20; provision 122.52; total 1347.72.
        total_cents: 134772,
        view: { transportkosten: 0.1, rates: { fertigung: 90 }, subtotal: 1225.2, provision_amount: 122.52, total: 1347.72, version: 3 },
        updated_at: dayOf2030(3),
      });
  });

  it('publishes to the team and the creator; viewers read the draft; the status, outcome and overdue are list fields', async () => {
    const offer = offerStream();
    const given = [offer('OfferCreated', created), offer('OfferViewerAdded', { user_id: 'u-ben' })];
    await spec
      .given(...given)
      .when(offer('OfferPublished', published), offer('OfferStatusChanged', { status: 'closed', outcome: 'accepted' }))
      .thenDocumentMatches(OFFERS_COLLECTION, 'o1', {
        scope: ['owner:u-anna', 'participant:u-ben', 'creator:u-anna', 'team:team-vertrieb'],
        published_status: 'published',
        status: 'closed',
        outcome: 'accepted',
        view: { published: true, ...published, status: 'closed', outcome: 'accepted', viewers: ['u-ben'] },
      });
    await spec
      .given(...given)
      .when(offer('OfferBecameOverdue', { valid_until: '2030-02-28' }))
      .thenDocumentMatches(OFFERS_COLLECTION, 'o1', { status: 'overdue', scope: ['owner:u-anna', 'participant:u-ben'], view: { status: 'overdue' } });
  });

  it('keeps a deleted offer as a row marked deleted, with its scope keys, so its readers can be told', async () => {
    const offer = offerStream();
    await spec
      .given(offer('OfferCreated', created), offer('OfferPublished', published))
      .when(offer('OfferDeleted', {}))
      .thenDocumentMatches(OFFERS_COLLECTION, 'o1', {
        deleted: true,
        scope: ['owner:u-anna', 'creator:u-anna', 'team:team-vertrieb'],
        state: { lifecycle: 'deleted' },
        version: 3,
      });
  });

  it('ignores events before the offer was created', async () => {
    const offer = offerStream();
    await spec
      .given()
      .when(offer('OfferViewerAdded', { user_id: 'u-ben' }), offer('OfferDeleted', {}))
      .thenNothingChanged();
  });

  it("keeps each account's offers in that account", async () => {
    const offer = streamEvents<OfferEvent>('offer-o2', { accountId: 'a2' });
    const store = await spec.given().when(offer('OfferCreated', created)).applied();
    expect(store.document(OFFERS_COLLECTION, 'o2', 'a2')).toMatchObject({ id: 'o2', number: 'ANG-7' });
    expect(store.document(OFFERS_COLLECTION, 'o2')).toBeUndefined();
  });
});

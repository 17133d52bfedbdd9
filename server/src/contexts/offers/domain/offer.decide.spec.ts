import { offerCalculationView } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import { decideOffer } from './offer.decide';
import { actor, ANNA, BEN, change, create, created, deleted, fields, known, NOW, published, RATES } from './offer.spec-data';
import { evolveOffer, initialOfferState, offerCalculation } from './offer.state';

const spec = DeciderSpecification.for({ decide: decideOffer, evolve: evolveOffer, initialState: initialOfferState });
const newOffer = spec.given();
const draftOffer = spec.given(created());
const publishedOffer = spec.given(created(), published);

describe('CreateOffer', () => {
  it('creates a draft with its number, author and the rates of the moment', () => {
    newOffer.when(create()).then([created()]);
    const { state } = draftOffer;
    expect(state.lifecycle === 'live' && [state.status, state.outcome, state.published, state.rates]).toEqual(['open', null, false, RATES]);
  });
  it('publishes at once when asked, with a team and a type', () => {
    newOffer.when(create({}, true)).then([created(), published]);
  });
  it('refuses publishing without team or type (seed §4)', () => {
    newOffer.when(create({ team: null }, true)).thenRefuses('invalid', 'offers.publish_needs_team_and_type');
    newOffer.when(create({ type: null }, true)).thenRefuses('invalid', 'offers.publish_needs_team_and_type');
  });
  it('allows a draft without team, type and customer', () => {
    newOffer.when(create({ team: null, type: null, contact: null })).then([created({ team: null, type: null, contact: null })]);
  });
  it('needs a title that is more than spaces, of at most 255 characters (kept trimmed)', () => {
    newOffer.when(create({ title: '  ' })).thenRefusesFields({ title: 'validation.required' });
    newOffer.when(create({ title: 'x'.repeat(256) })).thenRefusesFields({ title: { key: 'validation.max_length', params: { max: 255 } } });
    newOffer.when(create({ title: ` ${'x'.repeat(255)} ` })).then([created({ title: 'x'.repeat(255) })]);
  });
  it('refuses a type, team or contact the account does not have', () => {
    newOffer
      .when(create({}, false, { ...known, typeKnown: false, teamKnown: false, contactKnown: false }))
      .thenRefusesFields({ type: 'validation.one_of', team: 'validation.one_of', contact: 'offers.contact_unknown' });
  });
  it('takes a contact person only of the contact, and only with a contact', () => {
    newOffer.when(create({ contact_person: 'person-1' })).then([created({ contact_person: 'person-1' })]);
    newOffer.when(create({ contact_person: 'person-1' }, false, { ...known, contactPersonKnown: false })).thenRefusesFields({
      contact_person: 'offers.contact_person_unknown',
    });
    newOffer.when(create({ contact: null, contact_person: 'person-1' })).thenRefusesFields({ contact_person: 'offers.contact_person_needs_contact' });
  });
  it('refuses a valid_until that is no date', () => {
    newOffer.when(create({ valid_until: '2026-02-30' })).thenRefusesFields({ valid_until: 'validation.date' });
  });
});

describe('money rules', () => {
  it('records the calculation in hundredths: amounts in cents, hours and the provision in hundredths', () => {
    newOffer
      .when(create({ materialprice: 1234.56, transportkosten: '100', provision: 7.5, fertigungsstunden: 10.25, prueffeld: '0.75' }))
      .then([created({ materialprice: 123456, transportkosten: 10000, provision: 750, fertigungsstunden: 1025, prueffeld: 75 })]);
  });
  it('sums exactly: 0.1 + 0.2 is 0.30', () => {
    const { state } = spec.given(created({ materialprice: 10, transportkosten: 20 }));
    if (state.lifecycle !== 'live') throw new Error('live');
    expect(offerCalculation(state).total).toBe(30);
    expect(offerCalculationView(state, state.rates).total).toBe(0.3);
    newOffer.when(create({ materialprice: 0.1, transportkosten: 0.2 })).then([created({ materialprice: 10, transportkosten: 20 })]);
  });
  it('calculates with the rates the offer keeps', () => {
    const { state } = spec.given(
      created({ materialprice: 123456, transportkosten: 10000, provision: 750, fertigungsstunden: 1025, konstruktionsstunden: 300 }),
    );
    if (state.lifecycle !== 'live') throw new Error('live');
    // 1,234.56 + 100 + 10.25 h × 85.50 (876.38) + 3 h × 95 = 2,495.94; 7.5 % = 187.20; total 2,683.14.
    expect(offerCalculation(state)).toEqual(expect.objectContaining({ subtotal: 249594, provision_amount: 18720, total: 268314 }));
  });
  it('refuses more than 2 decimals, negatives and too much, naming every field at fault', () => {
    newOffer.when(create({ materialprice: 0.1 + 0.2, transportkosten: -5, provision: 100.01, fertigungsstunden: '1.234' })).thenRefusesFields({
      materialprice: 'offers.value_too_many_decimals',
      transportkosten: 'offers.value_negative',
      provision: { key: 'offers.value_too_large', params: { max: 100 } },
      fertigungsstunden: 'offers.value_too_many_decimals',
    });
    draftOffer.when(change({ kundendienststunden: 'viel' })).thenRefusesFields({ kundendienststunden: 'offers.value_not_a_number' });
    draftOffer.when(change({ materialprice: 100_000_000 })).thenRefusesFields({
      materialprice: { key: 'offers.value_too_large', params: { max: 99999999.99 } },
    });
  });
  it('names money errors beside the other fields at fault', () => {
    newOffer
      .when(create({ title: '', materialprice: -1 }))
      .thenRefusesFields({ title: 'validation.required', materialprice: 'offers.value_negative' });
  });
  it('sees no change in the same amount written otherwise, and null or empty as 0', () => {
    const priced = spec.given(created({ materialprice: 1250 }));
    priced.when(change({ materialprice: '12.50' })).thenNothing();
    priced.when(change({ materialprice: 12.5 })).thenNothing();
    priced.when(change({ materialprice: null })).then([{ type: 'OfferChanged', data: { materialprice: 0 } }]);
    priced.when(change({ materialprice: '' })).then([{ type: 'OfferChanged', data: { materialprice: 0 } }]);
  });
});

describe('ChangeOffer', () => {
  it('records only the fields that changed', () => {
    draftOffer
      .when(change({ title: 'Wartung Presse 3', provision: 5, valid_until: '2026-04-30' }))
      .then([{ type: 'OfferChanged', data: { provision: 500, valid_until: '2026-04-30' } }]);
  });
  it('records nothing when nothing changed', () => {
    draftOffer.when(change({ title: ' Wartung Presse 3 ', materialprice: 0 })).thenNothing();
  });
  it('publishes a draft that has team and type, and makes a published offer a draft again', () => {
    draftOffer.when(change({}, true)).then([published]);
    publishedOffer.when(change({}, false)).then([{ type: 'OfferUnpublished', data: {} }]);
  });
  it('refuses publishing without team and type, and keeps a published offer with them', () => {
    spec
      .given(created({ team: null }))
      .when(change({}, true))
      .thenRefuses('invalid', 'offers.publish_needs_team_and_type');
    publishedOffer.when(change({ type: null })).thenRefuses('invalid', 'offers.publish_needs_team_and_type');
  });
  it('numbers an offer when it gets its first type', () => {
    const untyped = spec.given({ type: 'OfferCreated', data: { ...fields({ type: null }), rates: RATES, number: null, created_by: ANNA } });
    untyped
      .when(change({ type: 'type-angebot' }, undefined, known, 'ANG-7'))
      .then([{ type: 'OfferChanged', data: { type: 'type-angebot', number: 'ANG-7' } }]);
  });
  it('checks a kept contact person against a new contact', () => {
    const withPerson = spec.given(created({ contact_person: 'person-1' }));
    withPerson.when(change({ contact: 'contact-schmidt' }, undefined, { ...known, contactPersonKnown: false })).thenRefusesFields({
      contact_person: 'offers.contact_person_unknown',
    });
    withPerson.when(change({ contact: null })).thenRefusesFields({ contact_person: 'offers.contact_person_needs_contact' });
    withPerson.when(change({ contact: null, contact_person: null })).then([{ type: 'OfferChanged', data: { contact: null, contact_person: null } }]);
  });
  it('refuses a change to a deleted offer', () => {
    spec
      .given(created(), deleted)
      .when(change({ title: 'x' }))
      .thenRefuses('not_found', 'offers.offer_not_found');
    spec.given().when({ type: 'DeleteOffer', data: {} }).thenRefuses('not_found', 'offers.offer_not_found');
  });
  it('deletes a live offer', () => {
    draftOffer.when({ type: 'DeleteOffer', data: {} }).then([deleted]);
  });
});

describe('viewers and watchers', () => {
  it('adds an active member as viewer once, removes only a viewer', () => {
    draftOffer.when({ type: 'AddOfferViewer', data: { user_id: BEN, active: true } }).then([{ type: 'OfferViewerAdded', data: { user_id: BEN } }]);
    draftOffer.when({ type: 'AddOfferViewer', data: { user_id: BEN, active: false } }).thenRefusesFields({ user_id: 'offers.member_not_active' });
    const viewed = spec.given(created(), { type: 'OfferViewerAdded', data: { user_id: BEN } });
    viewed.when({ type: 'AddOfferViewer', data: { user_id: BEN, active: true } }).thenNothing();
    viewed.when({ type: 'RemoveOfferViewer', data: { user_id: BEN } }).then([{ type: 'OfferViewerRemoved', data: { user_id: BEN } }]);
    draftOffer.when({ type: 'RemoveOfferViewer', data: { user_id: BEN } }).thenRefuses('not_found', 'offers.viewer_not_found');
  });
  it('watches and unwatches, nothing when unchanged', () => {
    draftOffer.when({ type: 'WatchOffer', data: { user_id: BEN, watching: true } }).then([{ type: 'OfferWatched', data: { user_id: BEN } }]);
    draftOffer.when({ type: 'WatchOffer', data: { user_id: BEN, watching: false } }).thenNothing();
    const watched = spec.given(created(), { type: 'OfferWatched', data: { user_id: BEN } });
    watched.when({ type: 'WatchOffer', data: { user_id: BEN, watching: false } }).then([{ type: 'OfferUnwatched', data: { user_id: BEN } }]);
  });
});

describe('comments', () => {
  const commented = spec.given(created(), { type: 'OfferCommentAdded', data: { comment_id: 'c1', body: 'Rabatt?', author_id: ANNA, at: NOW } });
  const ben = { userId: BEN, now: NOW };
  it('adds a comment (trimmed) while comments are enabled, once', () => {
    draftOffer
      .when({ type: 'AddOfferComment', data: { comment_id: 'c1', body: ' Rabatt? ', actor } })
      .then([{ type: 'OfferCommentAdded', data: { comment_id: 'c1', body: 'Rabatt?', author_id: ANNA, at: NOW } }]);
    commented.when({ type: 'AddOfferComment', data: { comment_id: 'c1', body: 'Rabatt?', actor } }).thenNothing();
    draftOffer.when({ type: 'AddOfferComment', data: { comment_id: 'c2', body: ' ', actor } }).thenRefusesFields({ body: 'validation.required' });
  });
  it('refuses comments when they are disabled', () => {
    spec
      .given(created({ comments_enabled: false }))
      .when({ type: 'AddOfferComment', data: { comment_id: 'c1', body: 'x', actor } })
      .thenRefuses('conflict', 'offers.comments_disabled');
  });
  it('lets only the author change or remove a comment, and remove it after comments were disabled', () => {
    commented
      .when({ type: 'ChangeOfferComment', data: { comment_id: 'c1', body: 'Ja', actor } })
      .then([{ type: 'OfferCommentChanged', data: { comment_id: 'c1', body: 'Ja', at: NOW } }]);
    commented.when({ type: 'ChangeOfferComment', data: { comment_id: 'c1', body: 'Ja', actor: ben } }).thenRefuses('forbidden', 'auth.forbidden');
    commented.when({ type: 'RemoveOfferComment', data: { comment_id: 'c1', actor: ben } }).thenRefuses('forbidden', 'auth.forbidden');
    commented.when({ type: 'RemoveOfferComment', data: { comment_id: 'c2', actor } }).thenRefuses('not_found', 'offers.comment_not_found');
    spec
      .given(
        created(),
        { type: 'OfferCommentAdded', data: { comment_id: 'c1', body: 'x', author_id: ANNA, at: NOW } },
        {
          type: 'OfferChanged',
          data: { comments_enabled: false },
        },
      )
      .when({ type: 'RemoveOfferComment', data: { comment_id: 'c1', actor } })
      .then([{ type: 'OfferCommentRemoved', data: { comment_id: 'c1' } }]);
  });
});

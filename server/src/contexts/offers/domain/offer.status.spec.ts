import { can, type PolicyActor } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import { offerPolicyItem } from './offer-policy';
import { decideOfferRates, evolveOfferRates, initialOfferRatesState } from './offer-rates';
import { decideOffer } from './offer.decide';
import type { OfferEvent } from './offer.events';
import { ANNA, BEN, change, closedWith, created, NEW_RATES, published, RATES } from './offer.spec-data';
import { evolveOffer, initialOfferState, offerCalculation } from './offer.state';

const spec = DeciderSpecification.for({ decide: decideOffer, evolve: evolveOffer, initialState: initialOfferState });
const TODAY = '2026-03-01';
const status = (to: 'open' | 'in_progress' | 'closed', outcome: 'accepted' | 'declined' | null = null, today = TODAY) =>
  ({ type: 'ChangeOfferStatus', data: { status: to, outcome, today } }) as const;
const statusChanged = (to: 'open' | 'in_progress' | 'closed', outcome?: 'accepted' | 'declined'): OfferEvent => ({
  type: 'OfferStatusChanged',
  data: outcome ? { status: to, outcome } : { status: to },
});
const overdue = (valid_until: string): OfferEvent => ({ type: 'OfferBecameOverdue', data: { valid_until } });

describe('status transitions and the outcome', () => {
  const open = spec.given(created(), published);
  const accepted = spec.given(created(), published, closedWith('accepted'));
  it('goes open → in progress → closed, and back', () => {
    open.when(status('in_progress')).then([statusChanged('in_progress')]);
    spec
      .given(created(), statusChanged('in_progress'))
      .when(status('open'))
      .then([statusChanged('open')]);
    spec
      .given(created(), statusChanged('in_progress'))
      .when(status('closed', 'declined'))
      .then([statusChanged('closed', 'declined')]);
  });
  it('closes with an outcome, which the offer keeps while it is closed', () => {
    open.when(status('closed', 'accepted')).then([closedWith('accepted')]);
    const { state } = accepted;
    expect(state.lifecycle === 'live' && [state.status, state.outcome]).toEqual(['closed', 'accepted']);
  });
  it('requires the outcome exactly when closing', () => {
    open.when(status('closed')).thenRefusesFields({ outcome: 'offers.outcome_required' });
    open.when(status('in_progress', 'accepted')).thenRefusesFields({ outcome: 'offers.outcome_only_when_closed' });
    accepted.when(status('open', 'accepted')).thenRefusesFields({ outcome: 'offers.outcome_only_when_closed' });
  });
  it('corrects the outcome of a closed offer, nothing when it is the same', () => {
    accepted.when(status('closed', 'declined')).then([closedWith('declined')]);
    accepted.when(status('closed', 'accepted')).thenNothing();
    open.when(status('open')).thenNothing();
  });
  it('reopening drops the outcome', () => {
    accepted.when(status('in_progress')).then([statusChanged('in_progress')]);
    const { state } = spec.given(created(), closedWith('accepted'), statusChanged('in_progress'));
    expect(state.lifecycle === 'live' && [state.status, state.outcome]).toEqual(['in_progress', null]);
  });
  it('refuses a status change of a deleted offer', () => {
    spec.given(created(), { type: 'OfferDeleted', data: {} }).when(status('closed', 'accepted')).thenRefuses('not_found', 'offers.offer_not_found');
  });
});

describe('overdue follows valid_until', () => {
  const valid = spec.given(created({ valid_until: '2026-03-01' }));
  const mark = (valid_until: string, today: string) => ({ type: 'MarkOfferOverdue', data: { valid_until, today } }) as const;
  const overdueOffer = spec.given(created({ valid_until: '2026-02-10' }), statusChanged('in_progress'), overdue('2026-02-10'));
  it('is set by the job once valid_until passed, not on the day itself', () => {
    valid.when(mark('2026-03-01', '2026-03-02')).then([overdue('2026-03-01')]);
    valid.when(mark('2026-03-01', '2026-03-01')).thenNothing();
    const { state } = spec.given(created({ valid_until: '2026-03-01' }), overdue('2026-03-01'));
    expect(state.lifecycle === 'live' && state.status).toBe('overdue');
  });
  it('is never set on a closed offer, nor twice, nor for a date the offer no longer has', () => {
    spec
      .given(created({ valid_until: '2026-03-01' }), closedWith('declined'))
      .when(mark('2026-03-01', '2026-03-05'))
      .thenNothing();
    spec
      .given(created({ valid_until: '2026-03-01' }), overdue('2026-03-01'))
      .when(mark('2026-03-01', '2026-03-05'))
      .thenNothing();
    valid.when(mark('2026-02-01', '2026-03-05')).thenNothing();
  });
  it('is set at once when valid_until of an open offer moves into the past; a closed offer stays closed', () => {
    valid.when(change({ valid_until: '2026-02-20' })).then([{ type: 'OfferChanged', data: { valid_until: '2026-02-20' } }, overdue('2026-02-20')]);
    spec
      .given(created({ valid_until: '2026-03-05' }), closedWith('accepted'))
      .when(change({ valid_until: '2026-02-01' }))
      .then([{ type: 'OfferChanged', data: { valid_until: '2026-02-01' } }]);
  });
  it('is left when valid_until moves to today or later, or is cleared: the status from before comes back', () => {
    overdueOffer
      .when(change({ valid_until: '2026-03-01' }))
      .then([{ type: 'OfferChanged', data: { valid_until: '2026-03-01' } }, statusChanged('in_progress')]);
    overdueOffer.when(change({ valid_until: null })).then([{ type: 'OfferChanged', data: { valid_until: null } }, statusChanged('in_progress')]);
    overdueOffer.when(change({ valid_until: '2026-02-15' })).then([{ type: 'OfferChanged', data: { valid_until: '2026-02-15' } }]);
  });
  it('closing an overdue offer takes the outcome; reopening after valid_until passed is overdue at once', () => {
    overdueOffer.when(status('closed', 'accepted')).then([closedWith('accepted')]);
    spec
      .given(created({ valid_until: '2026-02-10' }), closedWith('declined'))
      .when(status('open'))
      .then([statusChanged('open'), overdue('2026-02-10')]);
    spec
      .given(created({ valid_until: '2026-03-01' }), closedWith('declined'))
      .when(status('open'))
      .then([statusChanged('open')]);
  });
});

describe('RecalculateOffer: the rates an offer keeps', () => {
  const offer = spec.given(created({ fertigungsstunden: 1000 }));
  const recalculate = { type: 'RecalculateOffer', data: { rates: NEW_RATES } } as const;
  it('keeps the rates it was created with until it is recalculated', () => {
    const { state } = offer;
    expect(state.lifecycle === 'live' && [state.rates, offerCalculation(state).total]).toEqual([RATES, 85500]);
  });
  it('takes the current rates with its own event, and calculates with them', () => {
    offer.when(recalculate).then([{ type: 'OfferRecalculated', data: { rates: NEW_RATES } }]);
    const { state } = spec.given(created({ fertigungsstunden: 1000 }), { type: 'OfferRecalculated', data: { rates: NEW_RATES } });
    expect(state.lifecycle === 'live' && [state.rates, offerCalculation(state).total]).toEqual([NEW_RATES, 90000]);
  });
  it('records nothing when the offer has the current rates already', () => {
    offer.when({ type: 'RecalculateOffer', data: { rates: { ...RATES } } }).thenNothing();
  });
  it('records exactly the four rates', () => {
    const rates = { ...NEW_RATES, updated_at: '2026-02-01T00:00:00.000Z' };
    offer.when({ type: 'RecalculateOffer', data: { rates } }).then([{ type: 'OfferRecalculated', data: { rates: NEW_RATES } }]);
  });
  it('a closed offer keeps its calculation: no recalculation, no change of the calculation fields', () => {
    const closed = spec.given(created({ fertigungsstunden: 1000 }), closedWith('accepted'));
    closed.when(recalculate).thenRefuses('conflict', 'offers.closed_calculation_fixed');
    closed.when(change({ materialprice: 1 })).thenRefuses('conflict', 'offers.closed_calculation_fixed');
    closed.when(change({ title: 'Neu' })).then([{ type: 'OfferChanged', data: { title: 'Neu' } }]);
    spec
      .given(created({ fertigungsstunden: 1000 }), closedWith('accepted'), statusChanged('open'))
      .when(recalculate)
      .then([{ type: 'OfferRecalculated', data: { rates: NEW_RATES } }]);
  });
});

describe('the account rates (SetOfferRates)', () => {
  const rates = DeciderSpecification.for({ decide: decideOfferRates, evolve: evolveOfferRates, initialState: initialOfferRatesState });
  const set = (values: Record<string, number | string>) =>
    ({
      type: 'SetOfferRates',
      data: { rates: { fertigung: 0, konstruktion: 0, kundendienst: 0, prueffeld: 0, ...values }, actor_id: ANNA },
    }) as const;
  it('are all 0 until set, then in cents per hour', () => {
    rates
      .given()
      .when(set({ fertigung: 85.5, konstruktion: 95, kundendienst: '70', prueffeld: 120 }))
      .then([{ type: 'OfferRatesSet', data: { rates: RATES, set_by: ANNA } }]);
    rates.given().when(set({})).thenNothing();
  });
  it('record nothing when unchanged', () => {
    rates
      .given({ type: 'OfferRatesSet', data: { rates: RATES, set_by: ANNA } })
      .when(set({ fertigung: '85.50', konstruktion: 95, kundendienst: 70, prueffeld: 120 }))
      .thenNothing();
  });
  it('refuse more than 2 decimals, negatives and more than 9,999.99', () => {
    rates
      .given()
      .when(set({ fertigung: 85.555, konstruktion: -1, kundendienst: 10_000 }))
      .thenRefusesFields({
        fertigung: 'offers.value_too_many_decimals',
        konstruktion: 'offers.value_negative',
        kundendienst: { key: 'offers.value_too_large', params: { max: 9999.99 } },
      });
  });
});

describe('offerPolicyItem', () => {
  const actor = (overrides: Partial<PolicyActor> = {}): PolicyActor => ({
    userId: BEN,
    roles: ['user'],
    flags: ['apps.offers'],
    teams: [],
    portals: [],
    ...overrides,
  });
  const offer = { team: 'team-vertrieb', created_by: ANNA, published: true, viewers: [] as string[] };
  const item = (overrides: Partial<typeof offer> = {}) => offerPolicyItem({ ...offer, ...overrides }, { creatorTeamIds: [] });
  it('lets the author edit and delete their own, drafts included', () => {
    expect(can(actor({ userId: ANNA }), 'delete', item({ published: false }))).toBe(true);
  });
  it('gives team permissions on the offer team once it is published', () => {
    const editor = actor({ teams: [{ team_id: 'team-vertrieb', permissions: ['read', 'edit'], extended_permissions: false }] });
    expect([can(editor, 'edit', item()), can(editor, 'delete', item()), can(editor, 'read', item({ published: false }))]).toEqual([
      true,
      false,
      false,
    ]);
  });
  it('lets viewers read, and nobody without the offers app or the role user (portal users)', () => {
    expect(can(actor(), 'read', item({ viewers: [BEN], published: false }))).toBe(true);
    expect(can(actor({ flags: [] }), 'read', item({ viewers: [BEN] }))).toBe(false);
    expect(can(actor({ roles: ['contact'] }), 'read', item({ viewers: [BEN] }))).toBe(false);
  });
});

// Example offers for the decider specs (offer.decide.spec.ts, offer.status.spec.ts): not used by the app.
import { NO_OFFER_CALCULATION, type OfferOutcome, type OfferRateValues } from '@kollab/contracts';
import type { ChangeOffer, OfferActor, OfferCommand, OfferDraftFields, OfferFieldFacts } from './offer.commands';
import type { OfferEvent, OfferFields } from './offer.events';

export const ANNA = 'user-anna';
export const BEN = 'user-ben';
/** 2026-03-01. */
export const NOW = '2026-03-01T09:00:00.000Z';
export const actor: OfferActor = { userId: ANNA, now: NOW };
export const known: OfferFieldFacts = { typeKnown: true, teamKnown: true, contactKnown: true, contactPersonKnown: true };
/** 85.50, 95.00, 70.00 and 120.00 per hour. */
export const RATES: OfferRateValues = { fertigung: 8550, konstruktion: 9500, kundendienst: 7000, prueffeld: 12000 };
export const NEW_RATES: OfferRateValues = { ...RATES, fertigung: 9000 };

/** The fields as events keep them (calculation in hundredths). */
export const fields = (overrides: Partial<OfferFields> = {}): OfferFields => ({
  title: 'Wartung Presse 3',
  type: 'type-angebot',
  team: 'team-vertrieb',
  contact: 'contact-mueller',
  contact_person: null,
  valid_until: null,
  description: null,
  comments_enabled: true,
  ...NO_OFFER_CALCULATION,
  ...overrides,
});

/** The fields as the API sends them (calculation as decimals; 0 is 0 either way). */
export const draft = (overrides: Partial<OfferDraftFields> = {}): OfferDraftFields => ({ ...fields(), ...overrides });

export const created = (overrides: Partial<OfferFields> = {}): OfferEvent => ({
  type: 'OfferCreated',
  data: { ...fields(overrides), rates: RATES, number: 'ANG-1', created_by: ANNA },
});
export const published: OfferEvent = { type: 'OfferPublished', data: { published_at: NOW, published_by: ANNA } };
export const closedWith = (outcome: OfferOutcome): OfferEvent => ({ type: 'OfferStatusChanged', data: { status: 'closed', outcome } });
export const deleted: OfferEvent = { type: 'OfferDeleted', data: {} };

export const create = (overrides: Partial<OfferDraftFields> = {}, publish = false, facts = known): OfferCommand => ({
  type: 'CreateOffer',
  data: { fields: draft(overrides), publish, number: 'ANG-1', rates: RATES, actor, facts },
});
export const change = (changes: ChangeOffer['data']['changes'], publish?: boolean, facts = known, number?: string): OfferCommand => ({
  type: 'ChangeOffer',
  data: { changes, publish, number, actor, facts },
});

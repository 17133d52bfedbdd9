import { offerCalculationView, type OfferView } from '@kollab/contracts';
import type { StoredOfferState } from '../commands/offer.aggregate';
import type { LiveOffer } from '../domain/offer.state';

/** The view of an offer's state (read model rows, past states, pushes): the calculation as numbers with 2 decimals. */
export function toOfferView(
  id: string,
  offer: LiveOffer & Pick<StoredOfferState, 'created_at' | 'updated_at'>,
  version: number,
  at: string,
): OfferView {
  return {
    id,
    number: offer.number,
    title: offer.title,
    type: offer.type,
    team: offer.team,
    contact: offer.contact,
    contact_person: offer.contact_person,
    valid_until: offer.valid_until,
    description: offer.description,
    status: offer.status,
    outcome: offer.outcome,
    ...offerCalculationView(offer, offer.rates),
    comments_enabled: offer.comments_enabled,
    published: offer.published,
    published_at: offer.published_at,
    published_by: offer.published_by,
    author_user_id: offer.created_by,
    created_by: offer.created_by,
    viewers: offer.viewers,
    watchers: offer.watchers,
    comments: offer.comments,
    created_at: offer.created_at ?? at,
    updated_at: offer.updated_at ?? at,
    version,
  };
}

import type { ReadScope } from '@kollab/contracts';
import type { LiveOffer } from '../domain/offer.state';

/**
 * The read-scope keys of an offer (the list filters by "holds any of the caller's keys",
 * the policy's `readScope` turned into keys): `owner:<creator>` always (drafts are the
 * owner's), `participant:<viewer>` always (viewers read drafts), and only while published
 * `team:<team>` and `creator:<creator>` (extended permissions: the caller resolves the teams
 * it reaches to their members). Offers are shared into no portal, so no contact keys.
 */
export function offerScopeKeys(offer: Pick<LiveOffer, 'created_by' | 'published' | 'viewers' | 'team'>): string[] {
  const keys = [`owner:${offer.created_by}`, ...offer.viewers.map((viewer) => `participant:${viewer}`)];
  if (offer.published) {
    keys.push(`creator:${offer.created_by}`);
    if (offer.team) keys.push(`team:${offer.team}`);
  }
  return [...new Set(keys)];
}

/**
 * The keys of a caller's read scope (the policy's `readScope` of kind offer): an offer is in
 * the list when its `scope` holds one of them. `creatorIds`: the members of the teams the
 * scope reaches by extended permissions.
 */
export function offerReaderKeys(scope: ReadScope, creatorIds: readonly string[]): string[] {
  return [
    `owner:${scope.ownerId}`,
    ...(scope.participantId ? [`participant:${scope.participantId}`] : []),
    ...scope.teamIds.map((id) => `team:${id}`),
    ...[...new Set(creatorIds)].map((id) => `creator:${id}`),
  ];
}

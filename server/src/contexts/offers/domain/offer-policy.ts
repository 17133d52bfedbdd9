import { policyItem, type PolicyItem } from '@kollab/contracts';
import type { LiveOffer } from './offer.state';

/** The teams of the offer's creator (extended permissions), looked up at the time of asking. */
export interface OfferCreatorFacts {
  creatorTeamIds: string[];
}

/**
 * An offer as the one policy (contracts/src/policy) sees it: `apps.offers` and the role
 * user (portal users never, seed §6); the author edits and deletes their own; team
 * permissions on the offer's team once it is published; viewers read it, drafts included.
 * Offers are shared into no portal.
 */
export function offerPolicyItem(offer: Pick<LiveOffer, 'team' | 'created_by' | 'published' | 'viewers'>, creator: OfferCreatorFacts): PolicyItem {
  return policyItem('offer', {
    teamIds: offer.team ? [offer.team] : [],
    authorId: offer.created_by,
    createdBy: offer.created_by,
    published: offer.published,
    viewerIds: offer.viewers,
    creatorTeamIds: creator.creatorTeamIds,
  });
}

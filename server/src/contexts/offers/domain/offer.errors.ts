import { DomainRefusal } from '@kollab/contracts';

export const offerNotFound = (): DomainRefusal => DomainRefusal.notFound('offers.offer_not_found');
export const publishNeedsTeamAndType = (): DomainRefusal => DomainRefusal.invalid('offers.publish_needs_team_and_type');
/** A closed offer is what the customer accepted or declined: its calculation stays until it is reopened. */
export const closedCalculationFixed = (): DomainRefusal => DomainRefusal.conflict('offers.closed_calculation_fixed');
export const commentsDisabled = (): DomainRefusal => DomainRefusal.conflict('offers.comments_disabled');

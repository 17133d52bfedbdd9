import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { PortalEvent } from '../domain/portal.events';
import { evolvePortal, initialPortalState, type PortalState } from '../domain/portal.state';

/** Streams `portal-<contactId>` in the contact's account: one portal per contact by construction. */
export const portalAggregate = defineAggregate<PortalState, PortalEvent>({
  type: 'portal',
  initialState: initialPortalState,
  evolve: (state, event) => evolvePortal(state, event),
});

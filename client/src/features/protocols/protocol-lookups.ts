import { createSelector } from '@reduxjs/toolkit';
import type { MemberView } from '@kollab/contracts';
import { sharedNamesOf } from '../collab/shared-names';
import type { ProtocolsState } from './protocols.state';

type WithProtocols = { protocols: ProtocolsState };
const lookups = (state: WithProtocols) => state.protocols.lookups;

/** The names the portal views on screen carry (portal users cannot read the lookups). */
const selectSharedNames = createSelector(
  [(state: WithProtocols) => state.protocols.detail.view, (state: WithProtocols) => state.protocols.list.rows],
  (view, rows) => sharedNamesOf([view, ...rows]),
);
/** Users by id (every user of the account: the history names users who left); for portal users those their views carry. */
export const selectUserNames = createSelector([lookups, selectSharedNames], (all, shared) => ({
  ...shared.users,
  ...Object.fromEntries(all.users.data.map((user) => [user.id, user.full_name || user.username])),
}));
export const selectTypeTitles = createSelector([lookups, selectSharedNames], (all, shared) => ({
  ...shared.types,
  ...Object.fromEntries(all.types.data.map((type) => [type.id, type.title])),
}));
export const selectTeamNames = createSelector([lookups], (all) => Object.fromEntries(all.teams.data.map((team) => [team.id, team.name])));
/** Who may be author, attendee or on the distribution list: active members who are not portal users. */
export const selectStaffChoices = createSelector([lookups], (all): MemberView[] =>
  all.users.data.filter((user) => user.status === 'active' && !user.portal),
);

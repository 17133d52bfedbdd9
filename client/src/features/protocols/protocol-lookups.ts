import { createSelector } from '@reduxjs/toolkit';
import type { MemberView } from '@kollab/contracts';
import type { ProtocolsState } from './protocols.state';

type WithProtocols = { protocols: ProtocolsState };
const lookups = (state: WithProtocols) => state.protocols.lookups;

/** Users by id (every user of the account: the history names users who left). */
export const selectUserNames = createSelector([lookups], (all) => Object.fromEntries(all.users.data.map((user) => [user.id, user.full_name || user.username])));
export const selectTypeTitles = createSelector([lookups], (all) => Object.fromEntries(all.types.data.map((type) => [type.id, type.title])));
export const selectTeamNames = createSelector([lookups], (all) => Object.fromEntries(all.teams.data.map((team) => [team.id, team.name])));
/** Who may be author, attendee or on the distribution list: active members who are not portal users. */
export const selectStaffChoices = createSelector([lookups], (all): MemberView[] => all.users.data.filter((user) => user.status === 'active' && !user.portal));

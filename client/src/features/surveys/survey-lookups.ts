import { createSelector } from '@reduxjs/toolkit';
import type { MemberView } from '@kollab/contracts';
import { selectUsers, sharedLookups } from '../../lib/lookups.api';
import { useLookup } from '../../lib/use-lookup';

/**
 * Keeps the users read while a survey screen of the author shows them (names, the assignee
 * picker; lib/lookups.api.ts). `wanted: false` (the answer page, portal users): none.
 */
export function useSurveyUsers(wanted = true) {
  useLookup(wanted ? sharedLookups.users : null);
}

/** Users by id (every user of the account: the history names users who left). */
export const selectUserNames = createSelector([selectUsers], (users) =>
  Object.fromEntries(users.map((user) => [user.id, user.full_name || user.username])),
);

/** Whom a survey may ask: the active members the lookup gives (portal users only where it lists them). */
export const selectAssigneeChoices = createSelector([selectUsers], (users): MemberView[] => users.filter((user) => user.status === 'active'));

import type { AddTeamMemberInput, ChangeTeamMemberInput, CreateTeamInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

const team = (id: string) => `/v1/teams/${encodeURIComponent(id)}`;
const member = (id: string, userId: string) => `${team(id)}/members/${encodeURIComponent(userId)}`;

/** Teams of the current account (server: teams.controller) and the staff who can join them. */
export const teamsApi = {
  /** Every team at once (an organisation has a handful; the server allows 500 a page). */
  list: (): ApiRequest => ({ method: 'GET', path: '/v1/teams', query: { limit: 500 } }),
  get: (id: string): ApiRequest => ({ method: 'GET', path: team(id) }),
  create: (input: CreateTeamInput): ApiRequest => ({ method: 'POST', path: '/v1/teams', body: input }),
  change: (id: string, input: CreateTeamInput, version: number): ApiRequest => ({ method: 'PUT', path: team(id), body: input, ifMatch: version }),
  remove: (id: string, version: number): ApiRequest => ({ method: 'DELETE', path: team(id), ifMatch: version }),
  addMember: (id: string, input: AddTeamMemberInput): ApiRequest => ({ method: 'POST', path: `${team(id)}/members`, body: input }),
  /** The member's whole grant; no If-Match: the body is the member's full state, and other members' changes do not clash with it. */
  changeMember: (id: string, userId: string, input: ChangeTeamMemberInput): ApiRequest => ({ method: 'PUT', path: member(id, userId), body: input }),
  removeMember: (id: string, userId: string): ApiRequest => ({ method: 'DELETE', path: member(id, userId) }),
  /** GET v2/users/ (staff only): every member with any status, for names; the picker offers the active staff. */
  staff: (): ApiRequest => ({ method: 'GET', path: '/v2/users', query: { limit: 500, unscoped: true } }),
};

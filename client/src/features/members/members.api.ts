import type { CreateMemberInput, InviteMemberInput, ManageableRole } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';
import type { MembersQuery } from './members.slice';

const member = (id: string) => `/v1/accounts/members/${encodeURIComponent(id)}`;

/** Members management of the current account (server: members.controller, account-users.controller). */
export const membersApi = {
  list: ({ page, limit, search }: MembersQuery): ApiRequest => ({
    method: 'GET',
    path: '/v1/accounts/members',
    query: { page, limit, search: search.trim() || undefined },
  }),
  changeStatus: (id: string, status: 'active' | 'inactive'): ApiRequest => ({
    method: 'PATCH',
    path: `${member(id)}/attributes/status`,
    body: { status },
  }),
  remove: (id: string): ApiRequest => ({ method: 'DELETE', path: member(id) }),
  grantRole: (id: string, role: ManageableRole): ApiRequest => ({ method: 'POST', path: `${member(id)}/roles`, body: { role } }),
  revokeRole: (id: string, role: ManageableRole): ApiRequest => ({ method: 'DELETE', path: `${member(id)}/roles/${role}` }),
  welcomeMail: (id: string): ApiRequest => ({ method: 'POST', path: `/v1/users/${encodeURIComponent(id)}/welcome-email` }),
  resetMail: (id: string): ApiRequest => ({ method: 'POST', path: `${member(id)}/password-reset` }),
  create: (input: CreateMemberInput): ApiRequest => ({ method: 'POST', path: '/v1/accounts/members', body: input }),
  invite: (input: InviteMemberInput): ApiRequest => ({ method: 'POST', path: '/v1/accounts/members/invitations', body: input }),
};

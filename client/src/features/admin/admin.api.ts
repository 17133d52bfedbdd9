import type { ChangeAccountSlotsInput, CreateAccountInput, PublishUpdateInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';
import type { AccountsQuery } from './admin.slice';

const account = (id: string) => `/v1/admin/accounts/${encodeURIComponent(id)}`;
const update = (id: string) => `/v2/admin/updates/${encodeURIComponent(id)}`;

/** The system admin's calls, organisations and news: no Account header, the admin flag of the user counts. */
export const adminApi = {
  accounts: ({ page, limit, search }: AccountsQuery): ApiRequest => ({
    method: 'GET',
    path: '/v1/admin/accounts',
    query: { page, limit, search: search.trim() || undefined },
    noAccount: true,
  }),
  account: (id: string): ApiRequest => ({ method: 'GET', path: account(id), noAccount: true }),
  createAccount: (input: CreateAccountInput): ApiRequest => ({ method: 'POST', path: '/v1/admin/accounts', body: input, noAccount: true }),
  changeSlots: (id: string, input: ChangeAccountSlotsInput): ApiRequest => ({
    method: 'PUT',
    path: `${account(id)}/slots`,
    body: input,
    noAccount: true,
  }),
  deleteAccount: (id: string): ApiRequest => ({ method: 'DELETE', path: account(id), noAccount: true }),
  updates: (page: number, limit: number): ApiRequest => ({ method: 'GET', path: '/v2/admin/updates', query: { page, limit }, noAccount: true }),
  publishUpdate: (input: PublishUpdateInput): ApiRequest => ({ method: 'POST', path: '/v2/admin/updates', body: input, noAccount: true }),
  editUpdate: (id: string, input: PublishUpdateInput): ApiRequest => ({ method: 'PUT', path: update(id), body: input, noAccount: true }),
  withdrawUpdate: (id: string): ApiRequest => ({ method: 'DELETE', path: update(id), noAccount: true }),
};

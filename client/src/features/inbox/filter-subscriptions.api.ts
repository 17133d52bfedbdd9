import type { FilterSubscriptionInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

const one = (id: string) => `/v1/filter_subscriptions/${encodeURIComponent(id)}`;

/** The caller's subscriptions to saved filters in the account (issue 17). */
export const filterSubscriptionsApi = {
  list: (): ApiRequest => ({ method: 'GET', path: '/v1/filter_subscriptions' }),
  create: (body: FilterSubscriptionInput): ApiRequest => ({ method: 'POST', path: '/v1/filter_subscriptions', body }),
  update: (id: string, body: FilterSubscriptionInput): ApiRequest => ({ method: 'PUT', path: one(id), body }),
  remove: (id: string): ApiRequest => ({ method: 'DELETE', path: one(id) }),
};

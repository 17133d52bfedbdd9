import { UPDATE_LIST_LIMIT } from '@kollab/contracts/news/update-rules';
import type { ApiRequest } from '../../lib/api/http';

/** Seed §7: GET /api/v2/updates?limit=10 (the newest published updates). */
export const newsApi = {
  updates: (): ApiRequest => ({ method: 'GET', path: '/v2/updates', query: { limit: UPDATE_LIST_LIMIT } }),
};

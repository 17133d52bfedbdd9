import type { ApiRequest } from '../../lib/api/http';

/** Seed §7: GET /api/v2/static/help (text and button, in the Content-Language). */
export const helpApi = {
  help: (): ApiRequest => ({ method: 'GET', path: '/v2/static/help' }),
};

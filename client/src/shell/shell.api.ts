import type { AcceptTermsInput } from '@kollab/contracts';
import type { ApiRequest } from '../lib/api/http';

/** Seed §7: POST /api/v2/account/terms {terms} (managers). */
export const shellApi = {
  acceptTerms: (body: AcceptTermsInput): ApiRequest => ({ method: 'POST', path: '/v2/account/terms', body }),
};

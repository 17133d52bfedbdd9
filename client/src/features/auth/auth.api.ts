import type { ActivateUserInput, RegisterAccountInput, ResetPasswordInput, TriggerPasswordResetInput } from '@kollab/contracts';
import type { ApiRequest } from '../../lib/api/http';

/** The seed's client sends a Cognito pool id; the server accepts and ignores it. */
export const USER_POOL_ID = 'kollab';

/** The public auth calls (seed §7): no session, so no refresh and no Account header. */
export const authApi = {
  activate: (token: string, body: ActivateUserInput): ApiRequest => ({
    method: 'POST',
    path: `/v1/users/activate/${encodeURIComponent(token)}`,
    body,
    auth: true,
  }),
  triggerPasswordReset: (body: TriggerPasswordResetInput): ApiRequest => ({ method: 'POST', path: '/v1/password/reset/trigger', body, auth: true }),
  resetPassword: (body: ResetPasswordInput): ApiRequest => ({ method: 'POST', path: '/v1/password/reset', body, auth: true }),
  register: (body: RegisterAccountInput): ApiRequest => ({ method: 'POST', path: '/v2/accounts/register', body, auth: true }),
};

import type { EventDraft } from '../../../core/aggregates/event-sourced-repository';
import { ApiError } from '../../../core/http/api-error';
import { PortalRefused } from '../domain/portal.errors';

/** The API's answer to a portal refusal (422 names the field at fault). */
export function portalApiError(refusal: PortalRefused): ApiError {
  return refusal.field
    ? new ApiError(refusal.status, refusal.code, { [refusal.field]: [{ key: refusal.code }] })
    : new ApiError(refusal.status, refusal.code);
}

/** Runs a decision, turning a portal refusal into the API's answer. */
export function decidedPortal(decide: () => EventDraft[]): EventDraft[] {
  try {
    return decide();
  } catch (error) {
    throw error instanceof PortalRefused ? portalApiError(error) : error;
  }
}

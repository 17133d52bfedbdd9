import type { EventDraft } from '../../../core/aggregates/event-sourced-repository';
import { ApiError } from '../../../core/http/api-error';
import { ContactInvalid, ContactRefused } from '../domain/contact.errors';

/** Runs a decision, turning a domain refusal into the API's answer (404 with its code, or 422 with the fields). */
export function decided(decide: () => EventDraft[]): EventDraft[] {
  try {
    return decide();
  } catch (error) {
    if (error instanceof ContactRefused) throw new ApiError(404, error.code);
    if (error instanceof ContactInvalid) throw ApiError.validation(error.errors);
    throw error;
  }
}

import type { EventDraft } from '../../../core/aggregates/event-sourced-repository';
import { ApiError } from '../../../core/http/api-error';
import { ProtocolInvalid, ProtocolRefused } from '../domain/protocol.errors';

/** Runs a decision, turning a domain refusal into the API's answer (its status and code, or 422 with the fields). */
export function decided(decide: () => EventDraft[]): EventDraft[] {
  try {
    return decide();
  } catch (error) {
    if (error instanceof ProtocolRefused) throw new ApiError(error.status, error.code);
    if (error instanceof ProtocolInvalid) throw ApiError.validation(error.errors);
    throw error;
  }
}

import { sanitizeRichText } from '../../../core/rich-text/sanitize-rich-text';
import type { ProtocolDraft } from '../domain/protocol.commands';

/** Stands in for the number in the dry run before one is taken (never appended). */
export const PENDING_NUMBER = '\u0000pending';

/** The draft with its body through the rich-text allowlist (stored as sanitised; no script ever runs). */
export function sanitisedDraft(draft: ProtocolDraft): ProtocolDraft {
  return typeof draft.body === 'string' ? { ...draft, body: sanitizeRichText(draft.body) } : draft;
}

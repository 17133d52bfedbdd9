import { sanitizeRichText } from '../../../core/rich-text/sanitize-rich-text';
import type { TypeDraft } from '../domain/item-type.commands';

/** The draft with its template sanitised (the allowlist of core/rich-text); absent and null stay as they are. */
export function sanitisedDraft(draft: TypeDraft): TypeDraft {
  return typeof draft.template === 'string' ? { ...draft, template: sanitizeRichText(draft.template) } : draft;
}

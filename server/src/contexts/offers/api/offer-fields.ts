import { COMMENTS_ENABLED_BY_DEFAULT, DomainRefusal, type ChangeOfferInput, type CreateOfferInput } from '@kollab/contracts';
import { sanitizeRichText } from '../../../core/rich-text/sanitize-rich-text';
import type { OfferChanges } from '../commands/change-offer.handler';
import type { OfferDraftFields } from '../domain/offer.commands';

const description = (html: string | null | undefined): string | null | undefined => {
  if (typeof html !== 'string') return html;
  const clean = sanitizeRichText(html);
  return clean.trim() === '' ? null : clean;
};

/** POST v1/offers: the fields of the new offer, defaults filled (a calculation field left out is 0), the description sanitised. */
export function createdFields(input: CreateOfferInput): OfferDraftFields {
  return {
    title: input.title,
    type: input.type ?? null,
    team: input.team ?? null,
    contact: input.contact ?? null,
    contact_person: input.contact_person ?? null,
    valid_until: input.valid_until ?? null,
    description: description(input.description) ?? null,
    comments_enabled: input.comments_enabled ?? COMMENTS_ENABLED_BY_DEFAULT,
    materialprice: input.materialprice ?? null,
    transportkosten: input.transportkosten ?? null,
    provision: input.provision ?? null,
    fertigungsstunden: input.fertigungsstunden ?? null,
    konstruktionsstunden: input.konstruktionsstunden ?? null,
    kundendienststunden: input.kundendienststunden ?? null,
    prueffeld: input.prueffeld ?? null,
  };
}

/** PATCH v1/offers/{id}: the fields sent (null clears; a calculation field sent as null is 0), the description sanitised. */
export function changedFields(input: ChangeOfferInput): OfferChanges {
  const changes: OfferChanges = {
    title: input.title,
    type: input.type,
    team: input.team,
    contact: input.contact,
    contact_person: input.contact_person,
    valid_until: input.valid_until,
    description: description(input.description),
    comments_enabled: input.comments_enabled,
    materialprice: input.materialprice,
    transportkosten: input.transportkosten,
    provision: input.provision,
    fertigungsstunden: input.fertigungsstunden,
    konstruktionsstunden: input.konstruktionsstunden,
    kundendienststunden: input.kundendienststunden,
    prueffeld: input.prueffeld,
  };
  // The title and the comments switch cannot be cleared.
  if (changes.title === null) throw DomainRefusal.fields({ title: [{ key: 'validation.required' }] });
  if (changes.comments_enabled === null) throw DomainRefusal.fields({ comments_enabled: [{ key: 'validation.boolean' }] });
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as OfferChanges;
}

/** Error codes of contact portals (seed §8 Portals), with German and English texts. */
export const PORTALS_MESSAGES = {
  'portals.portal_exists': {
    de: 'Für diesen Kontakt gibt es bereits ein Portal.',
    en: 'portal already exists for contact',
  },
  'portals.user_already_in_portal': {
    de: 'Diese Person ist bereits Benutzer des Portals.',
    en: 'user already in portal',
  },
  'portals.invalid_contact_person': {
    de: 'Diese Person kann nicht als Ansprechpartner gewählt werden (nur aktive Mitglieder mit der Rolle Benutzer).',
    en: 'user cannot be chosen as contact person',
  },
  'portals.portal_not_found': {
    de: 'Dieses Portal wurde nicht gefunden.',
    en: 'This portal was not found.',
  },
  'portals.contact_not_found': {
    de: 'Dieser Kontakt wurde nicht gefunden.',
    en: 'This contact was not found.',
  },
  'portals.person_not_found': {
    de: 'Diese Kontaktperson gehört nicht zum Kontakt des Portals.',
    en: "This contact person does not belong to the portal's contact.",
  },
  'portals.person_without_email': {
    de: 'Die Kontaktperson braucht eine E-Mail-Adresse, um eingeladen zu werden.',
    en: 'The contact person needs an e-mail address to be invited.',
  },
  'portals.user_is_staff': {
    de: 'Diese E-Mail-Adresse gehört einem Mitarbeiter der Organisation; Mitarbeiter können keine Portalbenutzer sein.',
    en: 'This e-mail address belongs to a member of staff; staff cannot be portal users.',
  },
  'portals.member_not_found': {
    de: 'Dieser Portalbenutzer wurde nicht gefunden.',
    en: 'This portal user was not found.',
  },
} as const satisfies Record<string, { de: string; en: string }>;

/** Error codes of the offers context (issue 14), with German and English texts (several are field messages too). */
export const OFFERS_MESSAGES = {
  'offers.offer_not_found': {
    de: 'Dieses Angebot wurde nicht gefunden.',
    en: 'This offer was not found.',
  },
  // Seed §4 and §8, as for tasks.
  'offers.publish_needs_team_and_type': {
    de: 'Veröffentlichen ist ohne Team und Typ nicht möglich',
    en: 'publishing fails without team and type',
  },
  'offers.closed_calculation_fixed': {
    de: 'Die Kalkulation eines abgeschlossenen Angebots kann nicht geändert werden. Öffnen Sie das Angebot zuerst wieder.',
    en: 'The calculation of a closed offer cannot be changed. Reopen the offer first.',
  },
  'offers.comments_disabled': {
    de: 'Kommentare sind für dieses Angebot ausgeschaltet.',
    en: 'Comments are disabled for this offer.',
  },
  'offers.comment_not_found': {
    de: 'Dieser Kommentar wurde nicht gefunden.',
    en: 'This comment was not found.',
  },
  'offers.viewer_not_found': {
    de: 'Diese Person ist kein Betrachter des Angebots.',
    en: 'This user is not a viewer of the offer.',
  },
  'offers.app_disabled': {
    de: 'Die Angebote sind für diese Organisation nicht freigeschaltet.',
    en: 'Offers are not enabled for this organisation.',
  },
  // Field messages.
  'offers.outcome_required': {
    de: 'Bitte geben Sie an, ob das Angebot angenommen oder abgelehnt wurde.',
    en: 'Please say whether the offer was accepted or declined.',
  },
  'offers.outcome_only_when_closed': {
    de: 'Ein Ergebnis gibt es nur für ein abgeschlossenes Angebot.',
    en: 'Only a closed offer has an outcome.',
  },
  'offers.value_not_a_number': {
    de: 'Bitte geben Sie eine Zahl ein.',
    en: 'Please enter a number.',
  },
  'offers.value_too_many_decimals': {
    de: 'Höchstens 2 Nachkommastellen.',
    en: 'At most 2 decimal places.',
  },
  'offers.value_negative': {
    de: 'Der Wert darf nicht negativ sein.',
    en: 'The value cannot be negative.',
  },
  'offers.value_too_large': {
    de: 'Höchstens {max}.',
    en: 'At most {max}.',
  },
  'offers.member_not_active': {
    de: 'Bitte wählen Sie ein aktives Mitglied der Organisation.',
    en: 'Please choose an active member of the organisation.',
  },
  'offers.contact_unknown': {
    de: 'Diesen Kontakt gibt es nicht.',
    en: 'This contact does not exist.',
  },
  'offers.contact_person_unknown': {
    de: 'Diese Kontaktperson gehört nicht zum gewählten Kontakt.',
    en: 'This contact person does not belong to the chosen contact.',
  },
  'offers.contact_person_needs_contact': {
    de: 'Eine Kontaktperson kann nur zusammen mit einem Kontakt angegeben werden.',
    en: 'A contact person can only be given together with a contact.',
  },
} as const satisfies Record<string, { de: string; en: string }>;

/** Error codes of the contacts context, with German and English texts (several are field messages too). */
export const CONTACTS_MESSAGES = {
  'contacts.contact_not_found': {
    de: 'Dieser Kontakt wurde nicht gefunden.',
    en: 'This contact was not found.',
  },
  'contacts.person_not_found': {
    de: 'Dieser Ansprechpartner wurde nicht gefunden.',
    en: 'This contact person was not found.',
  },
  'contacts.app_disabled': {
    de: 'Die Kontakte sind für diese Organisation nicht freigeschaltet.',
    en: 'Contacts are not enabled for this organisation.',
  },
  // Field messages (seed §5: the English text of number_taken is the seed's own).
  'contacts.number_taken': {
    de: 'Ein Kontakt mit dieser Nummer existiert bereits',
    en: 'A contact with this number already exists',
  },
  'contacts.zip_invalid': {
    de: 'Bitte geben Sie 3 bis 10 Ziffern ein.',
    en: 'Please enter 3 to 10 digits.',
  },
  'contacts.uid_invalid': {
    de: 'Die USt-IdNr. hat 4 bis 15 Buchstaben oder Ziffern (Leerzeichen zählen nicht).',
    en: 'The VAT id has 4 to 15 letters or digits (spaces do not count).',
  },
  'contacts.member_not_active': {
    de: 'Bitte wählen Sie ein aktives Mitglied der Organisation.',
    en: 'Please choose an active member of the organisation.',
  },
  'contacts.date_time_invalid': {
    de: 'Bitte geben Sie Datum und Uhrzeit ein.',
    en: 'Please enter a date and time.',
  },
  'contacts.time_invalid': {
    de: 'Bitte geben Sie eine Uhrzeit im Format HH:mm ein.',
    en: 'Please enter a time as HH:mm.',
  },
  'contacts.number_invalid': {
    de: 'Bitte geben Sie eine Zahl ein.',
    en: 'Please enter a number.',
  },
  // The contact form schema (manager area).
  'contacts.form_key_invalid': {
    de: 'Der Schlüssel beginnt mit einem Kleinbuchstaben und enthält nur Kleinbuchstaben, Ziffern und „_“ (höchstens 64).',
    en: 'The key starts with a lower-case letter and holds only lower-case letters, digits and "_" (at most 64).',
  },
  'contacts.form_key_duplicate': {
    de: 'Dieser Schlüssel kommt im Formular schon vor.',
    en: 'This key is already used in the form.',
  },
  'contacts.form_options_required': {
    de: 'Bitte geben Sie mindestens eine Auswahlmöglichkeit an.',
    en: 'Please give at least one option.',
  },
  'contacts.form_option_duplicate': {
    de: 'Diese Auswahlmöglichkeit kommt schon vor.',
    en: 'This option is already listed.',
  },
  'contacts.form_divider_has_no_value': {
    de: 'Ein Trenner hat keinen Wert.',
    en: 'A divider holds no value.',
  },
} as const satisfies Record<string, { de: string; en: string }>;

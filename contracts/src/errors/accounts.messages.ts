/** Error codes of the accounts part of the API, with German and English texts. */
export const ACCOUNTS_MESSAGES = {
  // Members (seed §8)
  'member.cannot_deactivate_self': {
    de: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
    en: 'You cannot deactivate your own account.',
  },
  'member.cannot_remove_self': {
    de: 'Sie können sich nicht selbst aus der Organisation entfernen.',
    en: 'You cannot remove yourself from the organisation.',
  },
  'member.email_exists': {
    de: 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
    en: 'A user with this e-mail address already exists.',
  },
  'member.welcome_already_activated': {
    de: 'Dieser Benutzer hat sein Konto bereits aktiviert.',
    en: 'This user has already activated their account.',
  },
  'member.not_enough_user_slots': {
    de: 'Nicht genügend Benutzerplätze. Weitere Plätze erhalten Sie bei Ihrem Anbieter.',
    en: 'Not enough user slots. Contact your provider for more.',
  },
  'member.not_enough_portal_user_slots': {
    de: 'Nicht genügend Portal-Benutzerplätze. Weitere Plätze erhalten Sie bei Ihrem Anbieter.',
    en: 'Not enough portal user slots. Contact your provider for more.',
  },
  'member.last_manager': {
    de: 'Der letzte aktive Manager kann diese Rolle nicht verlieren.',
    en: 'The last active manager cannot lose this role.',
  },
  'member.portal_member_role': {
    de: 'Portal-Benutzer können diese Rolle nicht erhalten.',
    en: 'Portal users cannot be given this role.',
  },
  'member.inactive': {
    de: 'Dieses Mitglied ist deaktiviert.',
    en: 'This member is deactivated.',
  },
  // Accounts (organisations)
  'account.name_taken': {
    de: 'Eine Organisation mit diesem Namen existiert bereits.',
    en: 'An organisation with this name already exists.',
  },
  'account.domain_taken': {
    de: 'Diese Domain ist bereits vergeben.',
    en: 'This domain is already taken.',
  },
  'account.name_format': {
    de: 'Nur Buchstaben, Ziffern und Bindestriche.',
    en: 'Only letters, numbers and dashes.',
  },
  // PUT v2/account/sender-address without the flag email.custom_sender_address.
  'account.custom_sender_disabled': {
    de: 'Eine eigene Absenderadresse ist für diese Organisation nicht freigeschaltet.',
    en: 'A custom sender address is not enabled for this organisation.',
  },
  'account.marked_for_deletion': {
    de: 'Diese Organisation wird innerhalb von 10 Tagen gelöscht.',
    en: 'This organisation will be deleted within 10 days.',
  },
  'account.not_marked_for_deletion': {
    de: 'Diese Organisation ist nicht zur Löschung vorgemerkt.',
    en: 'This organisation is not marked for deletion.',
  },
  'account.terms_required': {
    de: 'Bitte akzeptieren Sie die Nutzungsbedingungen und die Datenschutzerklärung.',
    en: 'Please accept the terms and the privacy policy.',
  },
  // Registration
  'registration.token_invalid': {
    de: 'Der Registrierungslink ist ungültig oder abgelaufen.',
    en: 'The registration link is invalid or has expired.',
  },
  'registration.email_mismatch': {
    de: 'Bitte verwenden Sie die E-Mail-Adresse, an die die Einladung ging.',
    en: 'Please use the e-mail address the invitation was sent to.',
  },
} as const satisfies Record<string, { de: string; en: string }>;

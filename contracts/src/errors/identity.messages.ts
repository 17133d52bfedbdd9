/**
 * Error codes of the identity part of the API (seed §8 auth and profile messages), with
 * German and English texts, and the validation keys of the user rules (seed §5).
 */
export const IDENTITY_MESSAGES = {
  // Sign-in: the same answer for an unknown user and a wrong password.
  'auth.invalid_credentials': {
    de: 'Benutzername oder Passwort ist ungültig.',
    en: 'Invalid username or password.',
  },
  'auth.account_not_found': { de: 'Die Organisation wurde nicht gefunden.', en: 'Account not found.' },
  'auth.account_inactive': { de: 'Ihr Zugang zu dieser Organisation ist deaktiviert.', en: 'Account inactive.' },
  'auth.account_marked_for_deletion': {
    de: 'Diese Organisation wird innerhalb von 10 Tagen gelöscht.',
    en: 'This account will be deleted within 10 days.',
  },
  'auth.activation_link_invalid': {
    de: 'Der Aktivierungslink ist ungültig oder abgelaufen.',
    en: 'The activation link is invalid or has expired.',
  },
  'auth.reset_link_invalid': {
    de: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.',
    en: 'The reset link is invalid or has expired.',
  },
  'auth.session_invalid': {
    de: 'Die Anmeldesitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'The sign-in session is invalid or has expired. Please sign in again.',
  },
  'auth.refresh_token_invalid': {
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'Your session has expired. Please sign in again.',
  },
  'auth.password_used_recently': {
    de: 'Dieses Passwort wurde kürzlich verwendet. Bitte wählen Sie ein anderes.',
    en: 'This password was used recently. Please choose another one.',
  },
  'auth.password_update_failed': {
    de: 'Das Passwort konnte nicht geändert werden.',
    en: 'The password could not be updated.',
  },
  // The client shows these itself (seed §8); the server never sends them.
  'auth.invalid_email': { de: 'Die E-Mail-Adresse ist ungültig.', en: 'Invalid e-mail address.' },
  'auth.caps_lock_on': { de: 'Die Feststelltaste ist aktiviert.', en: 'Caps lock is on.' },
  'auth.captcha_failed': { de: 'Die Captcha-Prüfung ist fehlgeschlagen.', en: 'The captcha check failed.' },

  'profile.email_taken': {
    de: 'Diese E-Mail-Adresse wird bereits verwendet.',
    en: 'This e-mail address is already taken.',
  },
  'profile.username_taken': {
    de: 'Dieser Benutzername ist bereits vergeben.',
    en: 'This username is already taken.',
  },
  'profile.confirmation_code_invalid': {
    de: 'Der Bestätigungscode ist ungültig oder abgelaufen.',
    en: 'The confirmation code is invalid or has expired.',
  },
  'profile.wrong_password': { de: 'Das Passwort ist falsch.', en: 'The password is wrong.' },
  'profile.incomplete': {
    de: 'Ihre Profilangaben sind unvollständig.',
    en: 'Your profile information is incomplete.',
  },
  'profile.not_own': {
    de: 'Sie können nur Ihr eigenes Profil ändern.',
    en: 'You can only change your own profile.',
  },
  'user.already_activated': {
    de: 'Dieser Benutzer ist bereits aktiviert; eine Willkommens-E-Mail ist nicht nötig.',
    en: 'This user is already activated; no welcome e-mail is needed.',
  },

  // Field validation keys (422 `errors`), next to the general ones in validation-messages.ts.
  'validation.password_policy': {
    de: 'Mindestens ein Kleinbuchstabe, ein Großbuchstabe und eine Ziffer.',
    en: 'At least one lowercase letter, one uppercase letter and one digit.',
  },
  'validation.password_mismatch': {
    de: 'Die Passwörter stimmen nicht überein.',
    en: 'The passwords do not match.',
  },
  'validation.username_format': {
    de: 'Nur Buchstaben, Ziffern, Punkt, Unterstrich und Bindestrich (2 bis 64 Zeichen), ohne Leerzeichen und nicht im E-Mail-Format.',
    en: 'Only letters, digits, dot, underscore and dash (2 to 64 characters), no spaces, not an e-mail address.',
  },
  'validation.username_immutable': {
    de: 'Der Benutzername kann nicht geändert werden.',
    en: 'The username cannot be changed.',
  },
  'validation.date_of_birth_range': {
    de: 'Bitte geben Sie ein Geburtsdatum an, das einem Alter von {min} bis {max} Jahren entspricht.',
    en: 'Please enter a date of birth for an age of {min} to {max} years.',
  },
  'validation.email_unchanged': {
    de: 'Das ist bereits Ihre E-Mail-Adresse.',
    en: 'This is already your e-mail address.',
  },
} as const satisfies Record<string, { de: string; en: string }>;

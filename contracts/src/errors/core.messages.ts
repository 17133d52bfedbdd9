/** Errors of the API itself: requests, authentication, the server. */
export const CORE_MESSAGES = {
  'request.validation_failed': {
    de: 'Die Eingaben sind ungültig.',
    en: 'The input is invalid.',
  },
  'request.invalid_query': {
    de: 'Die Abfrage ist ungültig.',
    en: 'The query is invalid.',
  },
  'request.malformed': {
    de: 'Die Anfrage konnte nicht gelesen werden.',
    en: 'The request could not be read.',
  },
  'request.too_large': {
    de: 'Die Anfrage ist zu groß.',
    en: 'The request is too large.',
  },
  'request.not_found': {
    de: 'Dieses Element wurde nicht gefunden.',
    en: 'This item was not found.',
  },
  'request.route_not_found': {
    de: 'Diese Adresse gibt es nicht.',
    en: 'This address does not exist.',
  },
  'concurrency.wrong_expected_version': {
    de: 'Das Element wurde inzwischen geändert. Bitte laden Sie es neu.',
    en: 'The item has been changed in the meantime. Please reload it.',
  },
  'tenancy.stream_account_mismatch': {
    de: 'Dieses Element gehört zu einer anderen Organisation.',
    en: 'This item belongs to another organisation.',
  },
  // 404 of an item read (tasks, protocols, contacts) that the caller reads in another of their organisations (seed §8)
  'tenancy.other_account': {
    de: 'Dieses Element gehört zu einer anderen Ihrer Organisationen.',
    en: 'This item belongs to another of your organisations.',
  },
  'auth.unauthorized': {
    de: 'Bitte melden Sie sich an.',
    en: 'Please sign in.',
  },
  'auth.forbidden': {
    de: 'Sie dürfen auf dieses Element nicht zugreifen. Wenden Sie sich an Ihren Administrator.',
    en: 'You are not allowed to access this item. Please contact your administrator.',
  },
  'server.internal': {
    de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    en: 'Something went wrong. Please try again later.',
  },
  'server.unavailable': {
    de: 'Der Dienst ist gerade nicht verfügbar.',
    en: 'The service is unavailable right now.',
  },
  'request.too_many': {
    de: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
    en: 'Too many attempts. Please wait a moment.',
  },
  'request.idempotency_key_invalid': {
    de: 'Der Idempotency-Key ist ungültig (1 bis 255 sichtbare Zeichen).',
    en: 'The Idempotency-Key is invalid (1 to 255 visible characters).',
  },
  'request.idempotency_key_reused': {
    de: 'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  'request.idempotency_in_progress': {
    de: 'Diese Anfrage wird gerade bearbeitet. Bitte versuchen Sie es gleich noch einmal.',
    en: 'This request is being processed. Please try again in a moment.',
  },
} as const satisfies Record<string, { de: string; en: string }>;

/**
 * Message keys of field validation, shared by the server's 422 answers and the client's
 * forms. Texts take `{name}` parameters from the failed constraint.
 */
export const VALIDATION_MESSAGES = {
  'validation.required': { de: 'Dieses Feld ist erforderlich.', en: 'This field is required.' },
  'validation.string': { de: 'Bitte geben Sie einen Text ein.', en: 'Please enter text.' },
  'validation.max_length': { de: 'Höchstens {max} Zeichen.', en: 'At most {max} characters.' },
  'validation.min_length': { de: 'Mindestens {min} Zeichen.', en: 'At least {min} characters.' },
  'validation.length': { de: '{min} bis {max} Zeichen.', en: '{min} to {max} characters.' },
  'validation.email': { de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', en: 'Please enter a valid e-mail address.' },
  'validation.url': { de: 'Bitte geben Sie eine gültige Adresse (URL) ein.', en: 'Please enter a valid URL.' },
  'validation.one_of': { de: 'Bitte wählen Sie einen der vorgegebenen Werte.', en: 'Please choose one of the given values.' },
  'validation.boolean': { de: 'Ja oder nein erwartet.', en: 'Yes or no expected.' },
  'validation.integer': { de: 'Bitte geben Sie eine ganze Zahl ein.', en: 'Please enter a whole number.' },
  'validation.min': { de: 'Mindestens {min}.', en: 'At least {min}.' },
  'validation.max': { de: 'Höchstens {max}.', en: 'At most {max}.' },
  'validation.date': { de: 'Bitte geben Sie ein gültiges Datum ein.', en: 'Please enter a valid date.' },
  'validation.array': { de: 'Eine Liste erwartet.', en: 'A list expected.' },
  'validation.unknown_field': { de: 'Dieses Feld ist unbekannt.', en: 'This field is unknown.' },
  'validation.invalid': { de: 'Dieser Wert ist ungültig.', en: 'This value is invalid.' },
  'validation.must_accept': { de: 'Bitte stimmen Sie zu.', en: 'Please accept.' },
} as const satisfies Record<string, { de: string; en: string }>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** One failed rule of one field: a message key and the values its text names. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** Splits `key?name=value&…` (as the rules write it) into a FieldError. */
export function parseFieldError(message: string): FieldError {
  const [key, query] = message.split('?', 2);
  if (!query) return { key };
  const params: Record<string, string | number> = {};
  for (const part of query.split('&')) {
    const [name, raw = ''] = part.split('=', 2);
    const value = decodeURIComponent(raw);
    params[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return { key, params };
}

/** Error codes of the contacts context, with German and English texts. */
export const CONTACTS_MESSAGES = {} as const satisfies Record<string, { de: string; en: string }>;

/** Error codes of the types context, with German and English texts. */
export const TYPES_MESSAGES = {} as const satisfies Record<string, { de: string; en: string }>;

/** Error codes of the protocols context, with German and English texts. */
export const PROTOCOLS_MESSAGES = {} as const satisfies Record<string, { de: string; en: string }>;

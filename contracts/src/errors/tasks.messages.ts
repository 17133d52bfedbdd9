/** Error codes of the tasks context, with German and English texts. */
export const TASKS_MESSAGES = {} as const satisfies Record<string, { de: string; en: string }>;

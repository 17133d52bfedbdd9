import { deDE, enUS } from '@mui/material/locale';
import type { Locale } from '@kollab/contracts/errors/locale';

/**
 * MUI's own words (pager, "no options", close and clear buttons) per UI language. Loaded
 * after the first paint (App), so the login page's JavaScript does not carry them.
 */
export const MUI_LOCALES = { de: deDE, en: enUS } as const satisfies Record<Locale, object>;

export type MuiLocale = (typeof MUI_LOCALES)[Locale];

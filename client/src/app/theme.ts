import { createTheme, type Theme } from '@mui/material/styles';
import type { UiSize } from '../features/preferences';
import type { MuiLocale } from './mui-locales';

import { MOBILE_BREAKPOINT, PRIMARY_COLOUR } from '../lib/layout';

/** Base font size per UI size (seed §9: small, medium, large; default medium). */
const FONT_SIZE: Record<UiSize, number> = { small: 13, medium: 14, large: 16 };

/** `words`: MUI's own words in the UI language (mui-locales.ts), once they are loaded. */
export function createAppTheme(size: UiSize = 'medium', words: MuiLocale | Record<string, never> = {}): Theme {
  const dense = size === 'small';
  return createTheme(
    {
      palette: {
        primary: { main: PRIMARY_COLOUR, contrastText: '#ffffff' },
        background: { default: '#f5f8fa' },
      },
      typography: { fontSize: FONT_SIZE[size] },
      breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
      components: {
        MuiButton: { defaultProps: { size: size === 'large' ? 'large' : dense ? 'small' : 'medium' } },
        MuiTextField: { defaultProps: { size: dense ? 'small' : 'medium' } },
        MuiIconButton: { defaultProps: { size: dense ? 'small' : 'medium' } },
        MuiList: { defaultProps: { dense } },
        // initials on MUI's grey #bdbdbd were 1.76:1 (axe color-contrast): white on the theme colour is 5:1
        MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: PRIMARY_COLOUR, color: '#ffffff' } } },
      },
    },
    words,
  );
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '@kollab/contracts/errors/locale';

export const UI_SIZES = ['small', 'medium', 'large'] as const;
export type UiSize = (typeof UI_SIZES)[number];

export interface PreferencesState {
  language: Locale;
  size: UiSize;
  sidebarOpen: boolean;
  /**
   * The language cookie holds the user's choice (made here, in the cookie settings or the
   * profile): it wins over the locale of the signed-in user's IdToken.
   */
  languageFromCookie: boolean;
}

/** Seed §9: German and medium unless the cookies say otherwise. */
export const defaultPreferences: PreferencesState = { language: 'de', size: 'medium', sidebarOpen: true, languageFromCookie: false };

export function preferencesFrom(cookies: { language: string | null; size: string | null; sidebar: string | null }): PreferencesState {
  return {
    language: cookies.language === 'en' ? 'en' : 'de',
    size: (UI_SIZES as readonly string[]).includes(cookies.size ?? '') ? (cookies.size as UiSize) : 'medium',
    sidebarOpen: cookies.sidebar !== 'closed',
    languageFromCookie: cookies.language === 'en' || cookies.language === 'de',
  };
}

const preferences = createSlice({
  name: 'preferences',
  initialState: defaultPreferences,
  reducers: {
    /** The user chose a language (toggle, cookie settings, profile): kept in the cookie. */
    languageChosen(state, action: PayloadAction<Locale>) {
      state.language = action.payload;
      state.languageFromCookie = true;
    },
    /** The signed-in user's locale (IdToken): taken unless the language cookie holds a choice. Not written to the cookie. */
    languageAdopted(state, action: PayloadAction<Locale>) {
      if (!state.languageFromCookie) state.language = action.payload;
    },
    sizeChosen(state, action: PayloadAction<UiSize>) {
      state.size = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectSize: (state) => state.size,
    selectSidebarOpen: (state) => state.sidebarOpen,
  },
});

export const preferencesActions = preferences.actions;
export const preferencesReducer = preferences.reducer;
export const preferencesSlice = preferences;
export const { selectLanguage, selectSize, selectSidebarOpen } = preferences.selectors;

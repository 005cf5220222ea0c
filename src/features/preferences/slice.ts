import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { type Locale, DEFAULT_LOCALE, toLocale } from '../../i18n/languages';
import {
  type BarThemeName,
  type LayoutThemeName,
  type MainThemeName,
  type ThemeFamily,
  THEME_FAMILY_KEYS,
  THEME_NAMES,
} from '../../theme/themeNames';

export interface PreferencesState {
  locale: Locale;
  topbarTheme: BarThemeName;
  sidebarTheme: BarThemeName;
  mainTheme: MainThemeName;
  layoutTheme: LayoutThemeName;
}

export const defaultPreferences: PreferencesState = {
  locale: DEFAULT_LOCALE,
  topbarTheme: 'themedefault',
  sidebarTheme: 'themedefault',
  mainTheme: 'themedefault',
  layoutTheme: 'themedefault',
};

function isThemeOf(family: ThemeFamily, name: unknown): boolean {
  return (THEME_NAMES[family] as readonly unknown[]).includes(name);
}

/** Reads stored preferences defensively: anything unknown falls back to its default. */
export function sanitizePreferences(raw: unknown): PreferencesState {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const preferences: PreferencesState = { ...defaultPreferences, locale: toLocale(value.locale) };
  for (const family of THEME_FAMILY_KEYS) {
    if (isThemeOf(family, value[family])) Object.assign(preferences, { [family]: value[family] });
  }
  return preferences;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: defaultPreferences,
  reducers: {
    preferencesLoaded: (_state, action: PayloadAction<PreferencesState>) => action.payload,
    localeChosen(state, action: PayloadAction<Locale>) {
      state.locale = toLocale(action.payload);
    },
    themeChosen(state, action: PayloadAction<{ family: ThemeFamily; name: string }>) {
      const { family, name } = action.payload;
      if (isThemeOf(family, name)) Object.assign(state, { [family]: name });
    },
  },
  selectors: {
    selectPreferences: (state) => state,
    selectLocale: (state) => state.locale,
  },
});

export const { preferencesLoaded, localeChosen, themeChosen } = preferencesSlice.actions;
export const { selectPreferences, selectLocale } = preferencesSlice.selectors;

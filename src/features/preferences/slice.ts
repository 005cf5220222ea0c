import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { type Locale, DEFAULT_LOCALE, toLocale } from '../../i18n/languages';
import {
  type BarThemeName,
  type LayoutThemeName,
  type MainThemeName,
  BAR_THEME_NAMES,
  LAYOUT_THEME_NAMES,
  MAIN_THEME_NAMES,
} from '../../theme/themes';

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

function oneOf<T extends string>(names: readonly T[], value: unknown, fallback: T): T {
  return (names as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** Reads stored preferences defensively: anything unknown falls back to its default. */
export function sanitizePreferences(raw: unknown): PreferencesState {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    locale: toLocale(value.locale),
    topbarTheme: oneOf(BAR_THEME_NAMES, value.topbarTheme, 'themedefault'),
    sidebarTheme: oneOf(BAR_THEME_NAMES, value.sidebarTheme, 'themedefault'),
    mainTheme: oneOf(MAIN_THEME_NAMES, value.mainTheme, 'themedefault'),
    layoutTheme: oneOf(LAYOUT_THEME_NAMES, value.layoutTheme, 'themedefault'),
  };
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: defaultPreferences,
  reducers: {
    preferencesLoaded: (_state, action: PayloadAction<PreferencesState>) => action.payload,
    localeChosen(state, action: PayloadAction<Locale>) {
      state.locale = toLocale(action.payload);
    },
    topbarThemeChosen(state, action: PayloadAction<BarThemeName>) {
      state.topbarTheme = action.payload;
    },
    sidebarThemeChosen(state, action: PayloadAction<BarThemeName>) {
      state.sidebarTheme = action.payload;
    },
    mainThemeChosen(state, action: PayloadAction<MainThemeName>) {
      state.mainTheme = action.payload;
    },
    layoutThemeChosen(state, action: PayloadAction<LayoutThemeName>) {
      state.layoutTheme = action.payload;
    },
  },
  selectors: {
    selectPreferences: (state) => state,
    selectLocale: (state) => state.locale,
  },
});

export const {
  preferencesLoaded,
  localeChosen,
  topbarThemeChosen,
  sidebarThemeChosen,
  mainThemeChosen,
  layoutThemeChosen,
} = preferencesSlice.actions;
export const { selectPreferences, selectLocale } = preferencesSlice.selectors;

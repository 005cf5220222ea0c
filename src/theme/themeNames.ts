/**
 * The names of the settings panel's themes, by family (accounts-money §2 "Language and theme
 * options"): all the stored preferences need to check a saved choice. Apart from their colours
 * (themes.ts) because the preferences load with the first page and the colours with the dashboard.
 */
export const BAR_THEME_NAMES = [
  'themedefault',
  'theme1',
  'theme2',
  'theme3',
  'theme4',
  'theme5',
  'theme6',
  'theme7',
] as const;
export const MAIN_THEME_NAMES = ['themedefault', 'theme2'] as const;
export const LAYOUT_THEME_NAMES = ['themedefault', 'theme1', 'theme2', 'theme3'] as const;

export type BarThemeName = (typeof BAR_THEME_NAMES)[number];
export type MainThemeName = (typeof MAIN_THEME_NAMES)[number];
export type LayoutThemeName = (typeof LAYOUT_THEME_NAMES)[number];

/** The four theme families' names, keyed as the preferences store them. */
export const THEME_NAMES = {
  topbarTheme: BAR_THEME_NAMES,
  sidebarTheme: BAR_THEME_NAMES,
  mainTheme: MAIN_THEME_NAMES,
  layoutTheme: LAYOUT_THEME_NAMES,
} as const;

export type ThemeFamily = keyof typeof THEME_NAMES;
export const THEME_FAMILY_KEYS = Object.keys(THEME_NAMES) as ThemeFamily[];

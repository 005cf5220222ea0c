/**
 * The named themes of the settings panel (accounts-money §2 "Language and theme options").
 * Colours are chosen so text keeps a contrast of at least 4.5:1 on its background.
 */
export interface ThemeOption<Name extends string = string> {
  themeName: Name;
  buttonColor: string;
  backgroundColor: string;
  textColor: string;
}

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

const coloured = {
  theme1: { buttonColor: '#b8283c', backgroundColor: '#b8283c', textColor: '#ffffff' },
  theme2: { buttonColor: '#5b2fb0', backgroundColor: '#5b2fb0', textColor: '#ffffff' },
  theme3: { buttonColor: '#17609f', backgroundColor: '#17609f', textColor: '#ffffff' },
  theme4: { buttonColor: '#1b6b57', backgroundColor: '#1b6b57', textColor: '#ffffff' },
  theme5: { buttonColor: '#242e42', backgroundColor: '#242e42', textColor: '#ffffff' },
  theme6: { buttonColor: '#7c4306', backgroundColor: '#7c4306', textColor: '#ffffff' },
  theme7: { buttonColor: '#3d4b5c', backgroundColor: '#3d4b5c', textColor: '#ffffff' },
} as const;

export const TOPBAR_THEMES: Record<BarThemeName, ThemeOption<BarThemeName>> = {
  themedefault: {
    themeName: 'themedefault',
    buttonColor: '#ffffff',
    backgroundColor: '#ffffff',
    textColor: '#2f3133',
  },
  ...Object.fromEntries(
    Object.entries(coloured).map(([name, colours]) => [name, { themeName: name, ...colours }]),
  ),
} as Record<BarThemeName, ThemeOption<BarThemeName>>;

export const SIDEBAR_THEMES: Record<BarThemeName, ThemeOption<BarThemeName>> = {
  ...TOPBAR_THEMES,
  themedefault: {
    themeName: 'themedefault',
    buttonColor: '#2d3446',
    backgroundColor: '#2d3446',
    textColor: '#e8eaee',
  },
};

/** The main theme drives antd's primary colour. */
export const MAIN_THEMES: Record<MainThemeName, ThemeOption<MainThemeName>> = {
  themedefault: {
    themeName: 'themedefault',
    buttonColor: '#1457c4',
    backgroundColor: '#ffffff',
    textColor: '#1f1f1f',
  },
  theme2: {
    themeName: 'theme2',
    buttonColor: '#5b2fb0',
    backgroundColor: '#ffffff',
    textColor: '#1f1f1f',
  },
};

/** The layout background also sets the content background colour. */
export const LAYOUT_THEMES: Record<LayoutThemeName, ThemeOption<LayoutThemeName>> = {
  themedefault: {
    themeName: 'themedefault',
    buttonColor: '#f1f3f6',
    backgroundColor: '#f1f3f6',
    textColor: '#1f1f1f',
  },
  theme1: {
    themeName: 'theme1',
    buttonColor: '#ffffff',
    backgroundColor: '#ffffff',
    textColor: '#1f1f1f',
  },
  theme2: {
    themeName: 'theme2',
    buttonColor: '#f7f2e8',
    backgroundColor: '#f7f2e8',
    textColor: '#1f1f1f',
  },
  theme3: {
    themeName: 'theme3',
    buttonColor: '#e9f0f7',
    backgroundColor: '#e9f0f7',
    textColor: '#1f1f1f',
  },
};

/** The four theme families of the settings panel, keyed as the preferences store them. */
export const THEME_FAMILIES = {
  topbarTheme: { labelId: 'prefs.topbarTheme', names: BAR_THEME_NAMES, options: TOPBAR_THEMES },
  sidebarTheme: { labelId: 'prefs.sidebarTheme', names: BAR_THEME_NAMES, options: SIDEBAR_THEMES },
  mainTheme: { labelId: 'prefs.mainTheme', names: MAIN_THEME_NAMES, options: MAIN_THEMES },
  layoutTheme: { labelId: 'prefs.layoutTheme', names: LAYOUT_THEME_NAMES, options: LAYOUT_THEMES },
} as const;

export type ThemeFamily = keyof typeof THEME_FAMILIES;
export const THEME_FAMILY_KEYS = Object.keys(THEME_FAMILIES) as ThemeFamily[];

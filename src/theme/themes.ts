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

import {
  BAR_THEME_NAMES,
  type BarThemeName,
  LAYOUT_THEME_NAMES,
  type LayoutThemeName,
  MAIN_THEME_NAMES,
  type MainThemeName,
  type ThemeFamily,
} from './themeNames';

export {
  BAR_THEME_NAMES,
  LAYOUT_THEME_NAMES,
  MAIN_THEME_NAMES,
  THEME_FAMILY_KEYS,
  type BarThemeName,
  type LayoutThemeName,
  type MainThemeName,
  type ThemeFamily,
} from './themeNames';

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

/**
 * The sidebar marks its selected entry with a darker band: this overlay on the sidebar colour,
 * which every sidebar theme's (light) text keeps well above 4.5:1, plus a bar in the text colour.
 * A lighter band (antd's style) falls to 4.3:1 on theme3 and theme4.
 */
export const SIDEBAR_SELECTED_OVERLAY = { rgb: [0, 0, 0], alpha: 0.25 } as const;
export const SIDEBAR_SELECTED_BACKGROUND = `rgba(${SIDEBAR_SELECTED_OVERLAY.rgb.join(', ')}, ${SIDEBAR_SELECTED_OVERLAY.alpha})`;

/** antd's error red #ff4d4f (danger buttons, error text) is 3.3:1 on white; this one is 5.9:1. */
export const ERROR_COLOR = '#c41d2b';

/** A colour mixed with black: `amount` 0 leaves it, 1 makes it black. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) =>
      Math.round(channel * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Hover and pressed states darken a colour (antd lightens it, which loses contrast with white). */
/** Placeholder text: readable (4.8:1 on white) yet lighter than typed text. */
export const PLACEHOLDER_COLOR = '#6b7280';

/**
 * Secondary text (a form field's help line, secondary Typography): antd's #8c8c8c is 3.4:1 on
 * white; this one is 7:1 on white and above 4.5:1 on every layout background.
 */
export const DESCRIPTION_COLOR = '#595959';

export const HOVER_SHADE = 0.15;
export const ACTIVE_SHADE = 0.3;

/**
 * The main theme's button colour and its hover and pressed shades (darker, so white text on them
 * stays above 4.5:1). antd screens get them through accessibleAntdTheme, the shell's own buttons
 * through CSS variables (shellColourVariables).
 */
export function primaryColours(mainTheme: MainThemeName) {
  const primary = MAIN_THEMES[mainTheme].buttonColor;
  return {
    primary,
    hover: shade(primary, HOVER_SHADE),
    active: shade(primary, ACTIVE_SHADE),
  };
}

/**
 * antd's default design tokens the app's own light controls are drawn with (components/controls):
 * the values antd's Input, Select, Checkbox and Radio use, so both kinds look alike.
 */
export const CONTROL_TOKENS = {
  colorBorder: '#d9d9d9',
  colorBgContainer: '#ffffff',
  colorBgContainerDisabled: 'rgba(0, 0, 0, 0.04)',
  colorText: 'rgba(0, 0, 0, 0.88)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
  borderRadius: '6px',
  controlHeight: '32px',
  fontSize: '14px',
} as const;

/**
 * The CSS variables the shell's plain buttons (src/app/layout/shell.css) and the app's own light
 * controls (src/components/controls/*.css) read: the main theme's primary colour and its
 * shades, the accessible error colour, and antd's control tokens.
 */
export function shellColourVariables(mainTheme: MainThemeName): Record<string, string> {
  const { primary, hover, active } = primaryColours(mainTheme);
  return {
    '--shell-primary': primary,
    '--shell-primary-hover': hover,
    '--shell-primary-active': active,
    '--control-primary': primary,
    '--control-primary-hover': hover,
    '--control-error': ERROR_COLOR,
    '--control-border': CONTROL_TOKENS.colorBorder,
    '--control-bg': CONTROL_TOKENS.colorBgContainer,
    '--control-bg-disabled': CONTROL_TOKENS.colorBgContainerDisabled,
    '--control-text': CONTROL_TOKENS.colorText,
    '--control-text-disabled': CONTROL_TOKENS.colorTextDisabled,
    '--control-placeholder': PLACEHOLDER_COLOR,
    '--control-radius': CONTROL_TOKENS.borderRadius,
    '--control-height': CONTROL_TOKENS.controlHeight,
    '--control-font-size': CONTROL_TOKENS.fontSize,
  };
}

/**
 * The antd theme every antd screen uses: the main theme's primary colour, with fixes where antd's
 * defaults fail WCAG AA:
 * - the error colour must reach 4.5:1 on white as text;
 * - hover and pressed states of primary, link and danger colours are darker, not lighter, so white
 *   on a hovered primary button and a hovered link stay above 4.5:1 (antd's hover of #1457c4 is
 *   4.45:1);
 * - colorPrimaryBorder: antd draws every keyboard focus ring in it, by default a pale tint of the
 *   primary colour (1.9:1 on white); the main theme's button colour keeps the ring visible;
 * - Select's activeOutlineColor: its focus ring, by default a 10% tint, likewise.
 */
export function accessibleAntdTheme(mainTheme: MainThemeName, reducedMotion = false) {
  const { primary, hover, active } = primaryColours(mainTheme);
  return {
    token: {
      // Users who ask their system for reduced motion get antd's dialogs, menus and messages
      // without their open and close animations (WCAG 2.3.3).
      motion: !reducedMotion,
      colorPrimary: primary,
      colorLink: primary,
      colorPrimaryHover: hover,
      colorPrimaryActive: active,
      colorLinkHover: hover,
      colorLinkActive: active,
      colorPrimaryBorder: primary,
      colorError: ERROR_COLOR,
      // antd's placeholder grey (#bfbfbf) is 1.8:1 on white; this one is 4.8:1.
      colorTextPlaceholder: PLACEHOLDER_COLOR,
      colorTextDescription: DESCRIPTION_COLOR,
      colorErrorHover: shade(ERROR_COLOR, HOVER_SHADE),
      colorErrorActive: shade(ERROR_COLOR, ACTIVE_SHADE),
    },
    components: {
      Select: { activeOutlineColor: primary },
      // A focused field shows a solid ring, not antd's 10% tint of the primary colour.
      Input: { activeShadow: `0 0 0 2px ${primary}` },
      // 24 px tall, the WCAG 2.2 minimum target (antd's is 22).
      Switch: { trackHeight: 24, handleSize: 20 },
    },
  };
}

/** The chosen themes of the three families the dashboard shell styles (as the preferences hold them). */
export interface ShellThemeChoice {
  topbarTheme: BarThemeName;
  sidebarTheme: BarThemeName;
  layoutTheme: LayoutThemeName;
}

/** The styled-components theme of the dashboard shell for the chosen themes. */
export function shellTheme(choice: ShellThemeChoice) {
  return {
    topbar: TOPBAR_THEMES[choice.topbarTheme],
    sidebar: SIDEBAR_THEMES[choice.sidebarTheme],
    layout: LAYOUT_THEMES[choice.layoutTheme],
  };
}

/** The four theme families of the settings panel, keyed as the preferences store them. */
export const THEME_FAMILIES = {
  topbarTheme: { labelId: 'prefs.topbarTheme', names: BAR_THEME_NAMES, options: TOPBAR_THEMES },
  sidebarTheme: { labelId: 'prefs.sidebarTheme', names: BAR_THEME_NAMES, options: SIDEBAR_THEMES },
  mainTheme: { labelId: 'prefs.mainTheme', names: MAIN_THEME_NAMES, options: MAIN_THEMES },
  layoutTheme: { labelId: 'prefs.layoutTheme', names: LAYOUT_THEME_NAMES, options: LAYOUT_THEMES },
} as const satisfies Record<ThemeFamily, unknown>;

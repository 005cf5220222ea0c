// @vitest-environment node
import {
  ACTIVE_SHADE,
  ERROR_COLOR,
  HOVER_SHADE,
  LAYOUT_THEMES,
  MAIN_THEMES,
  SIDEBAR_SELECTED_OVERLAY,
  SIDEBAR_THEMES,
  TOPBAR_THEMES,
  type ThemeOption,
  accessibleAntdTheme,
  shade,
} from '../../../src/theme/themes';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two colours, from 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** An rgb colour at `alpha` painted over an opaque background. */
function over(rgb: readonly number[], alpha: number, background: string): string {
  const base = [1, 3, 5].map((start) => parseInt(background.slice(start, start + 2), 16));
  return `#${base
    .map((channel, index) =>
      Math.round(rgb[index]! * alpha + channel * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const WHITE = '#ffffff';
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

const rows = (family: Record<string, ThemeOption>) =>
  Object.values(family).map((theme) => [theme.themeName, theme] as const);

describe('the contrast helpers', () => {
  it('agree with known WCAG ratios', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBe(1);
    expect(contrast('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(over([0, 0, 0], 0.5, WHITE)).toBe('#808080');
    expect(shade('#ffffff', 0.5)).toBe('#808080');
  });
});

describe.each([
  ['top bar', TOPBAR_THEMES],
  ['sidebar', SIDEBAR_THEMES],
  ['main', MAIN_THEMES],
  ['layout', LAYOUT_THEMES],
] as const)('%s themes', (_family, themes) => {
  it.each(rows(themes))('%s: text on background is at least 4.5:1', (_name, theme) => {
    expect(contrast(theme.textColor, theme.backgroundColor)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('sidebar themes', () => {
  it.each(rows(SIDEBAR_THEMES))(
    '%s: the selected entry (darker band) keeps its text at least 4.5:1',
    (_name, theme) => {
      const band = over(
        SIDEBAR_SELECTED_OVERLAY.rgb,
        SIDEBAR_SELECTED_OVERLAY.alpha,
        theme.backgroundColor,
      );
      // The bar marking the selection (and the focus ring) is drawn in the text colour too.
      expect(contrast(theme.textColor, band)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
});

describe('main themes (antd primary colour)', () => {
  it.each(rows(MAIN_THEMES))(
    '%s: white on the button colour, and the button colour on white, is at least 4.5:1',
    (_name, theme) => {
      expect(contrast(WHITE, theme.buttonColor)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it.each(rows(MAIN_THEMES))(
    '%s: hovered and pressed primary colours stay at least 4.5:1 with white',
    (_name, theme) => {
      for (const amount of [HOVER_SHADE, ACTIVE_SHADE]) {
        expect(contrast(WHITE, shade(theme.buttonColor, amount))).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it.each(rows(MAIN_THEMES))(
    '%s: primary-coloured links and focus rings stand out on every layout background',
    (_name, theme) => {
      for (const layout of Object.values(LAYOUT_THEMES)) {
        expect(contrast(theme.buttonColor, layout.backgroundColor)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it.each(rows(MAIN_THEMES))('%s: the antd theme uses only AA colours on white', (name) => {
    const { token, components } = accessibleAntdTheme(name as keyof typeof MAIN_THEMES);
    for (const [key, value] of Object.entries(token)) {
      // Every token is a colour but `motion`, the switch for antd's animations.
      if (key === 'motion') continue;
      expect(contrast(value as string, WHITE), key).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(contrast(components.Select.activeOutlineColor, WHITE)).toBeGreaterThanOrEqual(
      AA_NON_TEXT,
    );
  });
});

describe('motion', () => {
  it("turns antd's animations off for a user who asks for reduced motion, and only then", () => {
    expect(accessibleAntdTheme('themedefault').token.motion).toBe(true);
    expect(accessibleAntdTheme('themedefault', true).token.motion).toBe(false);
  });
});

describe('error colour', () => {
  it('is at least 4.5:1 on white, hovered and pressed too (antd #ff4d4f is not)', () => {
    expect(contrast('#ff4d4f', WHITE)).toBeLessThan(AA_TEXT);
    for (const colour of [
      ERROR_COLOR,
      shade(ERROR_COLOR, HOVER_SHADE),
      shade(ERROR_COLOR, ACTIVE_SHADE),
    ]) {
      expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

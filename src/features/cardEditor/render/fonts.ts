import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import latoBold from '@fontsource/lato/files/lato-latin-700-normal.woff2?url';
import latoRegular from '@fontsource/lato/files/lato-latin-400-normal.woff2?url';
import merriweatherBold from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url';
import merriweatherRegular from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff2?url';
import oswaldBold from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import oswaldRegular from '@fontsource/oswald/files/oswald-latin-400-normal.woff2?url';
import playfairBold from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import playfairRegular from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import type { CardFont } from '../model';

/**
 * The bundled fonts' files (Fontsource packages, SIL Open Font License 1.1): served with the app,
 * never from a font service. Latin subsets only: the card's print text is English, Spanish, French
 * or Italian; other scripts fall back to the system's fonts on screen.
 */
export const FONT_FILES: Record<CardFont, Record<400 | 700, string>> = {
  Inter: { 400: interRegular, 700: interBold },
  Lato: { 400: latoRegular, 700: latoBold },
  Merriweather: { 400: merriweatherRegular, 700: merriweatherBold },
  'Playfair Display': { 400: playfairRegular, 700: playfairBold },
  Oswald: { 400: oswaldRegular, 700: oswaldBold },
};

let loading: Promise<void> | null = null;

/**
 * Registers and loads every bundled face before the canvas measures text: Konva measures with
 * whatever font is there, and a fallback's widths would wrap lines differently. Where the browser
 * has no FontFace (tests) or a file fails, text is drawn with the fallback rather than not at all.
 */
export function loadCardFonts(): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts)
    return Promise.resolve();
  loading ??= Promise.all(
    Object.entries(FONT_FILES).flatMap(([family, weights]) =>
      Object.entries(weights).map(async ([weight, url]) => {
        const face = new FontFace(family, `url(${url})`, { weight, style: 'normal' });
        document.fonts.add(face);
        await face.load().catch(() => undefined);
      }),
    ),
  ).then(() => undefined);
  return loading;
}

import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { CardFont } from '../../model';
import type { ReadFile } from './readFile';
import { type FontFile, type FontWeight, familyFiles } from './fontFiles';
import { inRanges } from './unicodeRanges';

/**
 * Which font file draws each character of a face's texts, loading only the files needed: the
 * face's Latin file, then its other script subsets, then Inter's, then the CJK fallback's slices,
 * each tried when its unicode-range holds the character and kept when the font really has the
 * glyph.
 * Parsed fonts are kept for the next proof (a few tens of KB each).
 */

const FALLBACK_FAMILY: CardFont = 'Inter';

export interface LoadedFont {
  font: Font;
  bytes: Uint8Array;
  /** A PostScript name for the PDF (no spaces or delimiters), without the subset tag. */
  name: string;
}

const loaded = new Map<string, Promise<LoadedFont | null>>();
/** The parsed font of each file's bytes, for the fontkit that pdf-lib is given (sharedFontkit). */
const parsedByBytes = new WeakMap<Uint8Array, Font>();

/**
 * The fontkit pdf-lib embeds with: a font already parsed here is handed over as it is, rather
 * than parsed a second time from the same bytes.
 */
export const sharedFontkit = {
  create: (bytes: Uint8Array, postscriptName?: string): Font =>
    parsedByBytes.get(bytes) ?? fontkit.create(bytes, postscriptName),
};

function postscriptName(font: Font, fallback: string): string {
  const name = (font.postscriptName ?? '').replace(/[^A-Za-z0-9_.-]/g, '');
  return name === '' ? fallback.replace(/[^A-Za-z0-9_.-]/g, '') : name;
}

function loadFont(
  file: FontFile,
  read: ReadFile,
  fallbackName: string,
): Promise<LoadedFont | null> {
  let font = loaded.get(file.url);
  if (!font) {
    font = read(file.url)
      .then((bytes) => {
        const parsed = fontkit.create(bytes);
        parsedByBytes.set(bytes, parsed);
        return { font: parsed, bytes, name: postscriptName(parsed, fallbackName) };
      })
      .catch(() => {
        // Not kept: the next proof tries the file again (the network may be back).
        loaded.delete(file.url);
        return null;
      });
    loaded.set(file.url, font);
  }
  return font;
}

export interface FaceFonts {
  /** The face's own font (its Latin file): its metrics place the lines. */
  primary: LoadedFont;
  /** The font that draws a character of this face (the primary one for any not looked up). */
  fontFor(codePoint: number): LoadedFont;
}

async function firstCovering(
  files: readonly FontFile[],
  codePoint: number,
  read: ReadFile,
  name: string,
): Promise<LoadedFont | null> {
  for (const file of files) {
    if (!inRanges(file.ranges, codePoint)) continue;
    const font = await loadFont(file, read, name);
    if (font?.font.hasGlyphForCodePoint(codePoint)) return font;
  }
  return null;
}

/** Loads what a face needs to draw these characters. Fails only when its own font cannot load. */
export async function resolveFace(
  family: CardFont,
  weight: FontWeight,
  codePoints: Iterable<number>,
  read: ReadFile,
): Promise<FaceFonts> {
  const [own, ...others] = familyFiles(family, weight);
  // Inter next, whatever the face: it has the Greek and Cyrillic that Lato lacks.
  if (family !== FALLBACK_FAMILY) others.push(...familyFiles(FALLBACK_FAMILY, weight));
  const name = `${family}-${weight === 700 ? 'Bold' : 'Regular'}`;
  const primary = own ? await loadFont(own, read, name) : null;
  if (!primary) throw new Error(`The font ${name} could not be loaded for the proof.`);
  const chosen = new Map<number, LoadedFont>();
  await Promise.all(
    [...codePoints].map(async (codePoint) => {
      if (primary.font.hasGlyphForCodePoint(codePoint)) return;
      let font = await firstCovering(others, codePoint, read, name);
      if (!font) {
        // The CJK table (~80 KB of ranges) loads only for a text that needs it.
        const { cjkFiles } = await import('./cjkFontFiles');
        font = await firstCovering(cjkFiles(weight), codePoint, read, `NotoSansSC-${weight}`);
      }
      // No bundled font has it (an emoji, say): the face's own draws its "missing" box.
      if (font) chosen.set(codePoint, font);
    }),
  );
  return { primary, fontFor: (codePoint) => chosen.get(codePoint) ?? primary };
}

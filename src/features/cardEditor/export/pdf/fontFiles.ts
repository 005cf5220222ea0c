import inter from '@fontsource/inter/unicode.json';
import lato from '@fontsource/lato/unicode.json';
import merriweather from '@fontsource/merriweather/unicode.json';
import oswald from '@fontsource/oswald/unicode.json';
import playfair from '@fontsource/playfair-display/unicode.json';
import type { CardFont, TextStyle } from '../../model';
import { parseUnicodeRanges, type UnicodeRanges } from './unicodeRanges';

/**
 * The print fonts' files: every per-script subset Fontsource ships of the five card fonts, as
 * WOFF. WOFF and not the WOFF2 the canvas loads, because @pdf-lib/fontkit reads WOFF2 but cannot
 * subset it (TTFSubset overruns its buffer on WOFF2's transformed glyf table). This module loads
 * only with a proof: its URL table is none of the editor's first-load JS, and a file is fetched
 * only when a text needs it.
 */

export type FontWeight = TextStyle['fontWeight'];

export interface FontFile {
  /** Fontsource's subset name: 'latin', 'latin-ext', 'cyrillic', … or '[12]' for a CJK slice. */
  subset: string;
  url: string;
  ranges: UnicodeRanges;
}

// Eager: the table is strings only, and this module is already the lazily loaded proof's.
const URLS = import.meta.glob<string>(
  '/node_modules/@fontsource/{inter,lato,merriweather,oswald,playfair-display}/files/*-{400,700}-normal.woff',
  { query: '?url', import: 'default', eager: true, exhaustive: true },
);

const RANGES: Record<CardFont, Record<string, string>> = {
  Inter: inter,
  Lato: lato,
  Merriweather: merriweather,
  Oswald: oswald,
  'Playfair Display': playfair,
};

/** Fontsource's package and file prefix of a family: "Playfair Display" → "playfair-display". */
export function fontsourceId(family: string): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

/** Fontsource names a CJK slice "[12]" and its file "…-12-400-normal.woff". */
export function fileSubset(subset: string): string {
  return subset.replace(/^\[(\d+)\]$/, '$1');
}

export function filesOf(
  urls: Readonly<Record<string, string>>,
  id: string,
  weight: FontWeight,
  ranges: Record<string, string>,
): FontFile[] {
  const files: FontFile[] = [];
  for (const [subset, list] of Object.entries(ranges)) {
    const url =
      urls[
        `/node_modules/@fontsource/${id}/files/${id}-${fileSubset(subset)}-${weight}-normal.woff`
      ];
    if (url) files.push({ subset, url, ranges: parseUnicodeRanges(list) });
  }
  return files;
}

const cache = new Map<string, FontFile[]>();

/**
 * A face's files, Latin first: it is the face's own (its metrics place the lines, as the canvas
 * measures the face's "M"), then the other scripts in Fontsource's order.
 */
export function familyFiles(family: CardFont, weight: FontWeight): FontFile[] {
  const key = `${family}|${weight}`;
  let files = cache.get(key);
  if (!files) {
    files = filesOf(URLS, fontsourceId(family), weight, RANGES[family]).sort(
      (a, b) => Number(b.subset === 'latin') - Number(a.subset === 'latin'),
    );
    cache.set(key, files);
  }
  return files;
}

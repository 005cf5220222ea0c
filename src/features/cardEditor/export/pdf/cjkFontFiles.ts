import ranges from '@fontsource/noto-sans-sc/unicode.json';
import { type FontFile, type FontWeight, filesOf } from './fontFiles';

/**
 * The fallback for characters none of the card fonts has, Chinese above all (the app's zh users
 * type it): Noto Sans SC (SIL Open Font License 1.1, so it may be embedded), in Fontsource's ~100
 * slices of a few hundred characters each, as Google Fonts serves it. Loaded only when a text has
 * such characters, and then only the slices that hold them (a slice is ~45 KB; the whole face
 * would be 4.6 MB). The one-file "chinese-simplified" subset is left out of the build: the slices
 * hold the same characters.
 */
const URLS = import.meta.glob<string>(
  [
    '/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-*-{400,700}-normal.woff',
    '!**/noto-sans-sc-chinese-simplified-*',
  ],
  { query: '?url', import: 'default', eager: true, exhaustive: true },
);

const cache = new Map<FontWeight, FontFile[]>();

export function cjkFiles(weight: FontWeight): FontFile[] {
  let files = cache.get(weight);
  if (!files) {
    files = filesOf(URLS, 'noto-sans-sc', weight, ranges);
    cache.set(weight, files);
  }
  return files;
}

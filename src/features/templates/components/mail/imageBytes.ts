/**
 * The 10 MB rule for a mail template's images (templates-campaigns-contacts §5 and §9): the images
 * inlined in the body as base64 data URLs may weigh at most 10 MB together. Images by http(s) URL
 * are not part of the template's size. Pure, so the rule is tested on its own.
 */

export const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;

/** The raster types an author may insert; the sanitiser keeps data URLs of exactly these. */
export const INSERTABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const DATA_URL = /^data:[^,]*;base64,(.*)$/is;

/** Decoded bytes of a base64 string: length × 3/4, less its `=` padding. */
export function base64Bytes(base64: string): number {
  const data = base64.replace(/\s+/g, '');
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

/** Bytes an image source adds to the template: its decoded size for a base64 data URL, else 0. */
export function imageSourceBytes(src: string | null | undefined): number {
  const match = DATA_URL.exec(src ?? '');
  return match ? base64Bytes(match[1] ?? '') : 0;
}

/** The total of a template's images. */
export function totalImageBytes(sources: Iterable<string | null | undefined>): number {
  let total = 0;
  for (const src of sources) total += imageSourceBytes(src);
  return total;
}

/** Whether adding `added` bytes to the images already there stays within 10 MB (the limit itself is allowed). */
export function fitsImageLimit(existingBytes: number, addedBytes: number): boolean {
  return existingBytes + addedBytes <= IMAGE_LIMIT_BYTES;
}

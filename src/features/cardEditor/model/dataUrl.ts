import { IMAGE_MIME_TYPES, type ImageMime } from './document';

/**
 * Image data URLs. Only base64 data URLs of the allowed image types count as inline images: the
 * pattern admits nothing but the base64 alphabet after the comma, so such a URL can be written into
 * an attribute as it is, and cannot name a script or a remote resource.
 */

const IMAGE_DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([a-z0-9+/]*={0,2})$/i;

export function isDataUrl(src: string): boolean {
  return src.slice(0, 5).toLowerCase() === 'data:';
}

/** The mime type and base64 payload of an allowed image data URL, or null for anything else. */
export function parseImageDataUrl(src: string): { mime: ImageMime; base64: string } | null {
  const match = IMAGE_DATA_URL.exec(src);
  if (!match) return null;
  const mime = (match[1] ?? '').toLowerCase();
  const allowed = IMAGE_MIME_TYPES.find((type) => type === mime);
  return allowed ? { mime: allowed, base64: match[2] ?? '' } : null;
}

/** Decoded bytes of a base64 payload: 3 bytes per 4 characters, less the `=` padding. */
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

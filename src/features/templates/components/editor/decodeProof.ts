/** A proof as the screen shows it: text, an HTML document (for a sandboxed frame) or an image. */
export type DecodedProof =
  { kind: 'text'; text: string } | { kind: 'html'; html: string } | { kind: 'image'; src: string };

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/\s+/g, ''));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Decodes proof/pre-order/create's base64 by its mime type (accounts-money §7): text and HTML are
 * UTF-8, images are shown from a data URL. Null when the proof cannot be read (bad base64, bad
 * UTF-8 or an unknown type), so the panel says so instead of showing garbage.
 */
export function decodeProof(proof: string, mimeType: string): DecodedProof | null {
  const type = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  try {
    if (type.startsWith('image/')) {
      base64Bytes(proof);
      return { kind: 'image', src: `data:${type};base64,${proof}` };
    }
    if (type !== 'text/plain' && type !== 'text/html' && type !== '') return null;
    const text = new TextDecoder('utf-8', { fatal: true }).decode(base64Bytes(proof));
    return type === 'text/html' ? { kind: 'html', html: text } : { kind: 'text', text };
  } catch {
    return null;
  }
}

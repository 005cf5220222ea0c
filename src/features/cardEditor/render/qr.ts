import { generate } from 'lean-qr';
import type { QrPath } from '../model';

/** Modules of light margin around a code, as the QR standard asks (ISO/IEC 18004: four). */
export const QR_QUIET_ZONE = 4;

const cache = new Map<string, QrPath | null>();

/**
 * A QR code's dark modules as one path in module units, with the quiet zone: what the canvas
 * draws and the SVG export writes, so both show the same code. Null when the value cannot be
 * encoded (empty, or longer than a QR code holds). A merge tag is encoded as written; the mail
 * house fills it per contact from the SVG's `data-qr-value`.
 */
export function qrPathOf(value: string): QrPath | null {
  if (cache.has(value)) return cache.get(value)!;
  let path: QrPath | null = null;
  if (value.trim() !== '') {
    try {
      const code = generate(value);
      const parts: string[] = [];
      for (let y = 0; y < code.size; y += 1) {
        for (let x = 0; x < code.size; x += 1) {
          if (code.get(x, y)) parts.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`);
        }
      }
      path = { d: parts.join(''), size: code.size + 2 * QR_QUIET_ZONE };
    } catch {
      path = null;
    }
  }
  cache.set(value, path);
  return path;
}

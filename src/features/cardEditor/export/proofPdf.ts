import type { CardDocument } from '../model';
import type { TranscodeImage } from './pdf/images';
import type { ReadFile } from './pdf/readFile';

/**
 * The print proof of a card: one page per side at trim size plus bleed, with TrimBox, BleedBox
 * and crop marks, drawn as vectors from the document: real text in the card's fonts (embedded as
 * subsets, with a CJK fallback for characters they lack), shapes and QR codes as paths, images at
 * their own pixels (pdf/*.ts, one job each). The 300-DPI PNG (renderSide.tsx) is the raster twin.
 *
 * This module is light; the writer, with pdf-lib and fontkit, loads here, when a proof is asked
 * for, so the editor's route carries neither (and the wait for them is part of the proof's time).
 */

export interface ProofOptions {
  /** Reads a bundled font file; by default fetched from the app's origin. */
  readFile?: ReadFile;
  /** WebP and SVG images as PNG; by default drawn by the browser on a canvas. */
  transcodeImage?: TranscodeImage;
}

export async function proofPdf(
  document: CardDocument,
  title: string,
  options: ProofOptions = {},
): Promise<Uint8Array> {
  const { writeProof } = await import('./pdf/writeProof');
  return writeProof(document, title, options);
}

import type { PDFDocument, PDFImage } from 'pdf-lib';
import { type ImageObject, parseImageDataUrl, POINTS_PER_INCH, PRINT_DPI } from '../../model';
import { loadImage } from '../../render/imageCache';
import { dataUrlBytes } from './readFile';

/**
 * The proof's images, each embedded once however often it is placed. PNG and JPEG go in at their
 * own pixels (a JPEG byte for byte; a PNG's pixels as they are, re-compressed by pdf-lib).
 * WebP has no PDF filter, so it is redrawn as PNG at its own pixel size; SVG is rasterised to PNG
 * at 300 DPI of the largest size it is placed at (a PDF cannot hold an SVG as such). An image
 * that cannot be read is drawn as the canvas draws it: the grey placeholder.
 */

/** An image as PNG bytes at a pixel size (for WebP and SVG); null when it cannot be decoded. */
export type TranscodeImage = (
  src: string,
  width: number,
  height: number,
) => Promise<Uint8Array | null>;

/** The browser's own decoder: the image the canvas shows, drawn on a canvas of that size. */
export const canvasTranscode: TranscodeImage = async (src, width, height) => {
  const image = await loadImage(src);
  const canvas = window.document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!image || !context) return null;
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
};

const printPixels = (points: number) => Math.ceil((points / POINTS_PER_INCH) * PRINT_DPI);

async function embedOne(
  pdf: PDFDocument,
  placements: readonly ImageObject[],
  transcode: TranscodeImage,
): Promise<PDFImage | null> {
  const first = placements[0];
  if (!first) return null;
  const parsed = parseImageDataUrl(first.src);
  try {
    if (parsed?.mime === 'image/png') return await pdf.embedPng(dataUrlBytes(first.src));
    if (parsed?.mime === 'image/jpeg') return await pdf.embedJpg(dataUrlBytes(first.src));
    const vector = (parsed?.mime ?? first.mime) === 'image/svg+xml';
    const widest = Math.max(...placements.map((image) => image.width));
    const tallest = Math.max(...placements.map((image) => image.height));
    const width = vector || first.naturalWidth <= 0 ? printPixels(widest) : first.naturalWidth;
    const height = vector || first.naturalHeight <= 0 ? printPixels(tallest) : first.naturalHeight;
    const png = await transcode(first.src, Math.max(1, width), Math.max(1, height));
    return png ? await pdf.embedPng(png) : null;
  } catch {
    return null;
  }
}

/** Each source's embedded image (null: draw the placeholder). */
export async function embedImages(
  pdf: PDFDocument,
  images: readonly ImageObject[],
  transcode: TranscodeImage,
): Promise<Map<string, PDFImage | null>> {
  const bySource = new Map<string, ImageObject[]>();
  for (const image of images) {
    const placements = bySource.get(image.src);
    if (placements) placements.push(image);
    else bySource.set(image.src, [image]);
  }
  const embedded = new Map<string, PDFImage | null>();
  // One after another: each decode holds a full-size bitmap, and the machine may be small.
  for (const [src, placements] of bySource)
    embedded.set(src, await embedOne(pdf, placements, transcode));
  return embedded;
}

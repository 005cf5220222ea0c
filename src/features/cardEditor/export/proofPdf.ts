import { type CardDocument, cardGeometry, SIDE_NAMES, type SideName } from '../model';
import { canvasBlob, renderSide } from './renderSide';

/** Room outside the bleed for the crop marks (3/8 in), and the marks' gap from the bleed edge. */
export const MARK_MARGIN_PT = 27;
const MARK_GAP_PT = 3;
const MARK_WIDTH_PT = 0.5;
/** JPEG at this quality: pdf-lib embeds a JPEG as it is (no re-encoding), which keeps a proof fast. */
const PROOF_JPEG_QUALITY = 0.92;

/**
 * The print proof: one page per side at trim size plus bleed, with room around it for crop marks.
 * The page's TrimBox and BleedBox are set (PDF/X practice) so a printer's software knows where to
 * cut; the marks sit outside the bleed, so they are never printed on the card. Each side is the
 * 300-DPI raster the PNG export makes. pdf-lib loads only when a proof is asked for.
 */
/** One side as JPEG bytes at 300 DPI (the default draws it with the editor's own components). */
export type RasteriseSide = (document: CardDocument, side: SideName) => Promise<Uint8Array>;

async function jpegOfSide(document: CardDocument, side: SideName): Promise<Uint8Array> {
  const jpeg = await canvasBlob(await renderSide(document, side), 'image/jpeg', PROOF_JPEG_QUALITY);
  return new Uint8Array(await jpeg.arrayBuffer());
}

export async function proofPdf(
  document: CardDocument,
  title: string,
  rasterise: RasteriseSide = jpegOfSide,
): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('MailCraft Design Studio');
  const { bleedBox, trimBox } = cardGeometry(document.size);
  const margin = MARK_MARGIN_PT;
  const width = bleedBox.width + 2 * margin;
  const height = bleedBox.height + 2 * margin;
  for (const side of SIDE_NAMES) {
    const image = await pdf.embedJpg(await rasterise(document, side));
    const page = pdf.addPage([width, height]);
    page.setBleedBox(margin, margin, bleedBox.width, bleedBox.height);
    // PDF's y runs up from the bottom; the model's runs down from the top.
    const trimLeft = margin + trimBox.x;
    const trimBottom = margin + (bleedBox.height - trimBox.y - trimBox.height);
    page.setTrimBox(trimLeft, trimBottom, trimBox.width, trimBox.height);
    page.drawImage(image, { x: margin, y: margin, width: bleedBox.width, height: bleedBox.height });
    const black = rgb(0, 0, 0);
    const line = (x1: number, y1: number, x2: number, y2: number) =>
      page.drawLine({
        start: { x: x1, y: y1 },
        end: { x: x2, y: y2 },
        thickness: MARK_WIDTH_PT,
        color: black,
      });
    const trimRight = trimLeft + trimBox.width;
    const trimTop = trimBottom + trimBox.height;
    const bleedLeft = margin;
    const bleedRight = margin + bleedBox.width;
    const bleedBottom = margin;
    const bleedTop = margin + bleedBox.height;
    for (const x of [trimLeft, trimRight]) {
      line(x, 0, x, bleedBottom - MARK_GAP_PT);
      line(x, bleedTop + MARK_GAP_PT, x, height);
    }
    for (const y of [trimBottom, trimTop]) {
      line(0, y, bleedLeft - MARK_GAP_PT, y);
      line(bleedRight + MARK_GAP_PT, y, width, y);
    }
  }
  // Without object streams (PDF 1.4 style): PDF/X-1a, which print houses ask for, forbids them.
  return pdf.save({ useObjectStreams: false });
}

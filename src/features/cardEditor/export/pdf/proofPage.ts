import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { cardGeometry, type CardSizeId } from '../../model';

/** Room outside the bleed for the crop marks (3/8 in), and the marks' gap from the bleed edge. */
export const MARK_MARGIN_PT = 27;
const MARK_GAP_PT = 3;
const MARK_WIDTH_PT = 0.5;

/**
 * A proof page: trim size plus bleed, with room around it for crop marks. The page's TrimBox and
 * BleedBox are set (PDF/X practice) so a printer's software knows where to cut; the marks sit
 * outside the bleed, so they are never printed on the card.
 */
export function addProofPage(
  pdf: PDFDocument,
  size: CardSizeId,
): { page: PDFPage; bleedTopLeft: { x: number; y: number } } {
  const { bleedBox, trimBox } = cardGeometry(size);
  const margin = MARK_MARGIN_PT;
  const page = pdf.addPage([bleedBox.width + 2 * margin, bleedBox.height + 2 * margin]);
  page.setBleedBox(margin, margin, bleedBox.width, bleedBox.height);
  // PDF's y runs up from the bottom; the model's runs down from the top.
  const trimBottom = margin + (bleedBox.height - trimBox.y - trimBox.height);
  page.setTrimBox(margin + trimBox.x, trimBottom, trimBox.width, trimBox.height);
  return { page, bleedTopLeft: { x: margin, y: margin + bleedBox.height } };
}

/** Thin black marks in line with the trim edges, in the margin outside the bleed. */
export function drawCropMarks(page: PDFPage, size: CardSizeId): void {
  const { bleedBox, trimBox } = cardGeometry(size);
  const margin = MARK_MARGIN_PT;
  const { width, height } = page.getSize();
  const black = rgb(0, 0, 0);
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({
      start: { x: x1, y: y1 },
      end: { x: x2, y: y2 },
      thickness: MARK_WIDTH_PT,
      color: black,
    });
  const trimLeft = margin + trimBox.x;
  const trimBottom = margin + (bleedBox.height - trimBox.y - trimBox.height);
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

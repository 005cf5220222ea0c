// The ceiling of the card editor's PDF proof row (scripts/bench/cardEditor.mjs): a plain pdf-lib
// page doing the same vector work as the app's proof, with no app — pdf-lib and fontkit (their own
// builds), the bench card's font (Inter, Latin, both weights, as WOFF) embedded as subsets, every
// object of both sides drawn with pdf-lib's API (drawRectangle / rounded-corner paths, drawEllipse,
// drawLine, drawText), text wrapped at its box by word with the font's own widths (and shrunk to
// fit where the card asks), clipped text clipped, TrimBox, BleedBox and the same crop marks, then
// saved as the app saves (no object streams). The bench card has no rotation, image or QR code, so
// neither has this page.
// Timed as the app's proof is: from the start, with the two libraries loaded on first use (the
// app's proof loads its pdf-lib + fontkit chunk inside its marks), so both figures hold the same
// parse and start-up of those libraries. Their files reach the page as blob URLs made before the
// clock starts (the app fetches its chunk and fonts from its own origin, a few ms on loopback).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The font files the app embeds for the bench card, as plain arrays for page.evaluate. */
export function ceilingFonts(root) {
  const file = (weight) =>
    resolve(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return { 400: [...readFileSync(file(400))], 700: [...readFileSync(file(700))] };
}

/** The libraries' code, for blob URLs in the page (window.libraryUrls). */
export function ceilingLibraries(root) {
  return [
    'node_modules/pdf-lib/dist/pdf-lib.min.js',
    'node_modules/@pdf-lib/fontkit/dist/fontkit.umd.min.js',
  ].map((path) => readFileSync(resolve(root, path), 'utf8'));
}

/**
 * Defines, in the page, window.libraryUrls(code) → blob URLs, and
 * window.vectorProof(document, fonts, urls) → PDF bytes, which loads the libraries first.
 */
export const PDF_CEILING = `
window.libraryUrls = (code) => code.map((text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' })));
const loadScript = (url) => new Promise((done, fail) => {
  const script = document.createElement('script');
  script.src = url;
  script.onload = done;
  script.onerror = fail;
  document.head.append(script);
});
window.vectorProof = async (card, fontBytes, urls) => {
  for (const url of urls) await loadScript(url);
  const L = window.PDFLib;
  const MARGIN = 27, BLEED_W = 666, BLEED_H = 450, TRIM = 9;
  const colour = (c) => c === 'none' ? undefined : L.rgb(parseInt(c.slice(1, 3), 16) / 255, parseInt(c.slice(3, 5), 16) / 255, parseInt(c.slice(5, 7), 16) / 255);
  const wrap = (text, font, size, width) => {
    const lines = [];
    for (const paragraph of text.split('\\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line === '' ? word : line + ' ' + word;
        if (line !== '' && font.widthOfTextAtSize(next, size) > width) { lines.push(line); line = word; }
        else line = next;
      }
      lines.push(line);
    }
    return lines;
  };
  const fits = (o, font, size) => {
    const lines = wrap(o.text, font, size, o.width);
    return lines.length * size * o.lineHeight <= o.height && lines.every((l) => font.widthOfTextAtSize(l, size) <= o.width);
  };
  const fit = (o, font) => {
    if (o.overflow !== 'shrink' || fits(o, font, o.fontSize)) return o.fontSize;
    let low = 1, high = o.fontSize;
    while (high - low > 0.05) { const mid = (low + high) / 2; if (fits(o, font, mid)) low = mid; else high = mid; }
    return low;
  };
  const roundedRect = (x, y, w, h, r) => {
    const k = r * (1 - 0.5522847498);
    return [L.moveTo(x + r, y), L.lineTo(x + w - r, y), L.appendBezierCurve(x + w - k, y, x + w, y + k, x + w, y + r),
      L.lineTo(x + w, y + h - r), L.appendBezierCurve(x + w, y + h - k, x + w - k, y + h, x + w - r, y + h),
      L.lineTo(x + r, y + h), L.appendBezierCurve(x + k, y + h, x, y + h - k, x, y + h - r),
      L.lineTo(x, y + r), L.appendBezierCurve(x, y + k, x + k, y, x + r, y), L.closePath()];
  };
  const draw = (page, o, fonts, top) => {
    const left = MARGIN + o.x, bottom = top - o.y - o.height;
    switch (o.kind) {
      case 'rect': {
        const fill = colour(o.fill), stroke = o.strokeWidth > 0 ? colour(o.stroke) : undefined;
        const r = Math.min(o.cornerRadius, o.width / 2, o.height / 2);
        if (r <= 0) { page.drawRectangle({ x: left, y: bottom, width: o.width, height: o.height, color: fill, borderColor: stroke, borderWidth: o.strokeWidth }); return; }
        const ops = [L.pushGraphicsState()];
        if (fill) ops.push(L.setFillingRgbColor(fill.red, fill.green, fill.blue));
        if (stroke) ops.push(L.setStrokingRgbColor(stroke.red, stroke.green, stroke.blue), L.setLineWidth(o.strokeWidth));
        ops.push(...roundedRect(left, bottom, o.width, o.height, r), fill && stroke ? L.fillAndStroke() : fill ? L.fill() : L.stroke(), L.popGraphicsState());
        page.pushOperators(...ops);
        return;
      }
      case 'ellipse':
        page.drawEllipse({ x: left + o.width / 2, y: bottom + o.height / 2, xScale: o.width / 2, yScale: o.height / 2, color: colour(o.fill), borderColor: o.strokeWidth > 0 ? colour(o.stroke) : undefined, borderWidth: o.strokeWidth });
        return;
      case 'line':
        page.drawLine({ start: { x: left, y: bottom + o.height / 2 }, end: { x: left + o.width, y: bottom + o.height / 2 }, thickness: o.strokeWidth, color: colour(o.stroke) });
        return;
      case 'text': {
        const font = fonts[o.fontWeight];
        const size = fit(o, font);
        const lineHeight = size * o.lineHeight;
        const shift = (font.embedder.font.ascent + font.embedder.font.descent) / 2 * size / font.embedder.font.unitsPerEm;
        if (o.overflow === 'clip') page.pushOperators(L.pushGraphicsState(), L.rectangle(left, bottom, o.width, o.height), L.clip(), L.endPath());
        wrap(o.text, font, size, o.width).forEach((line, index) => {
          const width = o.align === 'left' ? 0 : font.widthOfTextAtSize(line, size);
          const x = left + (o.align === 'center' ? (o.width - width) / 2 : o.align === 'right' ? o.width - width : 0);
          page.drawText(line, { x, y: top - o.y - (index + 0.5) * lineHeight - shift, size, font, color: colour(o.fill) });
        });
        if (o.overflow === 'clip') page.pushOperators(L.popGraphicsState());
        return;
      }
    }
  };
  const pdf = await L.PDFDocument.create();
  pdf.registerFontkit(window.fontkit);
  const fonts = {};
  for (const weight of Object.keys(fontBytes)) fonts[weight] = await pdf.embedFont(fontBytes[weight], { subset: true });
  for (const side of ['front', 'back']) {
    const page = pdf.addPage([BLEED_W + 2 * MARGIN, BLEED_H + 2 * MARGIN]);
    page.setBleedBox(MARGIN, MARGIN, BLEED_W, BLEED_H);
    page.setTrimBox(MARGIN + TRIM, MARGIN + TRIM, BLEED_W - 2 * TRIM, BLEED_H - 2 * TRIM);
    for (const o of card.sides[side].objects) if (!o.hidden) draw(page, o, fonts, MARGIN + BLEED_H);
    const { width, height } = page.getSize();
    const mark = (x1, y1, x2, y2) => page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.5, color: L.rgb(0, 0, 0) });
    for (const x of [MARGIN + TRIM, MARGIN + BLEED_W - TRIM]) { mark(x, 0, x, MARGIN - 3); mark(x, MARGIN + BLEED_H + 3, x, height); }
    for (const y of [MARGIN + TRIM, MARGIN + BLEED_H - TRIM]) { mark(0, y, MARGIN - 3, y); mark(MARGIN + BLEED_W + 3, y, width, y); }
  }
  return pdf.save({ useObjectStreams: false });
};`;

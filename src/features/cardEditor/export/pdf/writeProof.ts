import {
  concatTransformationMatrix,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { type CardDocument, SIDE_NAMES } from '../../model';
import type { ProofOptions } from '../proofPdf';
import { type LoadedFont, sharedFontkit } from './fontLoader';
import { canvasTranscode, embedImages } from './images';
import { addProofPage, drawCropMarks } from './proofPage';
import { fetchAppFile } from './readFile';
import { drawnResources, type SideResources, sideOps } from './sideOps';
import type { PageFont } from './textOps';
import { planTexts } from './textPlans';

/**
 * The vector proof: text laid out and matched to fonts, fonts embedded as subsets (each under a
 * six-letter tag, as PDF 32000-1 §9.6.4 names a subset), images embedded once, then one page per
 * side drawn from the document. This module carries pdf-lib and fontkit, and loads only when a
 * proof is asked for (proofPdf.ts).
 */

/** AAAAAA, AAAAAB, …: a distinct tag per embedded subset. */
function subsetTag(index: number): string {
  let tag = '';
  for (let rest = index, place = 0; place < 6; place += 1, rest = Math.floor(rest / 26))
    tag = String.fromCharCode(65 + (rest % 26)) + tag;
  return tag;
}

async function embedFonts(
  pdf: PDFDocument,
  fonts: Iterable<LoadedFont>,
): Promise<Map<LoadedFont, PDFFont>> {
  pdf.registerFontkit(sharedFontkit);
  const embedded = new Map<LoadedFont, PDFFont>();
  for (const font of fonts) {
    if (embedded.has(font)) continue;
    const customName = `${subsetTag(embedded.size)}+${font.name}`;
    embedded.set(font, await pdf.embedFont(font.bytes, { subset: true, customName }));
  }
  return embedded;
}

/** Resource names are per page: each page names the fonts and images it uses, once. */
function pageResources(
  page: PDFPage,
  fonts: ReadonlyMap<LoadedFont, PDFFont>,
): Pick<SideResources, 'useFont' | 'useImage'> {
  const fontKeys = new Map<LoadedFont, PageFont>();
  const imageKeys = new Map<PDFImage, PDFName>();
  return {
    useFont(font) {
      let used = fontKeys.get(font);
      if (!used) {
        const pdfFont = fonts.get(font);
        if (!pdfFont) throw new Error(`${font.name} was not embedded.`);
        used = { pdfFont, key: page.node.newFontDictionary(pdfFont.name, pdfFont.ref) };
        fontKeys.set(font, used);
      }
      return used;
    },
    useImage(image) {
      let key = imageKeys.get(image);
      if (!key) {
        key = page.node.newXObject('Image', image.ref);
        imageKeys.set(image, key);
      }
      return key;
    },
  };
}

/** Spread in slices: a call's arguments are limited, and a busy side has many operators. */
function pushAll(page: PDFPage, ops: readonly PDFOperator[]): void {
  for (let start = 0; start < ops.length; start += 8192)
    page.pushOperators(...ops.slice(start, start + 8192));
}

export async function writeProof(
  document: CardDocument,
  title: string,
  options: ProofOptions = {},
): Promise<Uint8Array> {
  const read = options.readFile ?? fetchAppFile;
  const needs = drawnResources(SIDE_NAMES.flatMap((side) => document.sides[side].objects));
  const plans = await planTexts(needs.texts, read);
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('MailCraft Design Studio');
  const usedFonts = [...plans.values()].flatMap((plan) =>
    plan.lines.flatMap((line) => line.map((run) => run.font)),
  );
  const fonts = await embedFonts(pdf, usedFonts);
  const images = await embedImages(pdf, needs.images, options.transcodeImage ?? canvasTranscode);
  for (const side of SIDE_NAMES) {
    const { page, bleedTopLeft } = addProofPage(pdf, document.size);
    const resources: SideResources = { plans, images, ...pageResources(page, fonts) };
    // The model's y runs down from the bleed box's top-left; PDF's runs up: one flip per page.
    pushAll(page, [
      pushGraphicsState(),
      concatTransformationMatrix(1, 0, 0, -1, bleedTopLeft.x, bleedTopLeft.y),
      ...sideOps(document.sides[side].objects, resources),
      popGraphicsState(),
    ]);
    drawCropMarks(page, document.size);
  }
  // Without object streams (PDF 1.4 style): PDF/X-1a, which print houses ask for, forbids them.
  return pdf.save({ useObjectStreams: false });
}

import type { CardDocument, ImageObject } from './document';
import { base64DecodedBytes, isDataUrl, parseImageDataUrl } from './dataUrl';
import { CARD_EDITOR_MODEL_MESSAGES } from './messages';
import { imagesIn } from './objectTree';

/**
 * The 10 MB rule: a template's images total at most 10 MB (templates-campaigns-contacts §5, §9),
 * with the spec's message (§8). 10 MB is 10 × 1024 × 1024 bytes, as the mail editor and the mock
 * server count it; reaching the limit exactly is allowed.
 */
export const IMAGE_BUDGET_BYTES = 10 * 1024 * 1024;

export const IMAGE_BUDGET_MESSAGE_ID = 'cardEditor.image.tooLarge';
export const IMAGE_BUDGET_MESSAGE = CARD_EDITOR_MODEL_MESSAGES[IMAGE_BUDGET_MESSAGE_ID];

/**
 * Bytes an image adds: the decoded size of an inline data URL (what is saved, whatever `bytes`
 * claims), else the recorded file size of the asset.
 */
export function imageBytes(image: ImageObject): number {
  if (isDataUrl(image.src)) {
    const parsed = parseImageDataUrl(image.src);
    return parsed ? base64DecodedBytes(parsed.base64) : image.bytes;
  }
  return image.bytes;
}

/**
 * All images of both sides, hidden ones and each copy counted (every placed image is saved in the
 * content, so a copy weighs as much as its original).
 */
export function documentImageBytes(document: CardDocument): number {
  let total = 0;
  for (const side of Object.values(document.sides)) {
    for (const image of imagesIn(side.objects)) total += imageBytes(image);
  }
  return total;
}

export type ImageBudgetCheck =
  | { ok: true; totalBytes: number }
  | { ok: false; totalBytes: number; messageId: typeof IMAGE_BUDGET_MESSAGE_ID; message: string };

/**
 * Whether the document's images, plus `addedBytes` about to be placed, stay within 10 MB. Check
 * before adding an image (and before saving), and show the message when it fails.
 */
export function checkImageBudget(document: CardDocument, addedBytes = 0): ImageBudgetCheck {
  const totalBytes = documentImageBytes(document) + addedBytes;
  if (totalBytes <= IMAGE_BUDGET_BYTES) return { ok: true, totalBytes };
  return {
    ok: false,
    totalBytes,
    messageId: IMAGE_BUDGET_MESSAGE_ID,
    message: IMAGE_BUDGET_MESSAGE,
  };
}

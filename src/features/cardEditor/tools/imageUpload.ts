import {
  type CardDocument,
  checkImageBudget,
  IMAGE_BUDGET_MESSAGE_ID,
  IMAGE_MIME_TYPES,
  type ImageMime,
} from '../model';
import { loadImage } from '../render/imageCache';

/** A picked file, ready to place: a data URL of an allowed type and its pixel size. */
export interface UploadedImage {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  bytes: number;
  mime: ImageMime;
}

export type UploadResult =
  | { ok: true; image: UploadedImage }
  | {
      ok: false;
      reason: 'type' | 'unreadable' | 'budget';
      messageId:
        | 'cardEditor.image.wrongType'
        | 'cardEditor.image.unreadable'
        | typeof IMAGE_BUDGET_MESSAGE_ID;
    };

const VECTOR_FALLBACK_PX = 600;

function readAs(file: Blob, as: 'text' | 'dataUrl'): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (as === 'text') reader.readAsText(file);
    else reader.readAsDataURL(file);
  });
}

/** The type by the file's own type, or its extension when the browser gives none. */
function mimeOf(file: File): ImageMime | null {
  const byType = IMAGE_MIME_TYPES.find((type) => type === file.type);
  if (byType) return byType;
  const extension = file.name.toLowerCase().split('.').pop();
  const byExtension: Record<string, ImageMime> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    svg: 'image/svg+xml',
  };
  return extension ? (byExtension[extension] ?? null) : null;
}

/**
 * Reads a file the author picked: PNG, JPEG, WebP or SVG only (an SVG is sanitised first), within
 * the 10 MB the document's images may weigh in all (spec §5, with the spec's message), and
 * decodable by the browser, which also gives its pixel size for the resolution check.
 */
export async function readImageFile(file: File, document: CardDocument): Promise<UploadResult> {
  const mime = mimeOf(file);
  if (!mime) return { ok: false, reason: 'type', messageId: 'cardEditor.image.wrongType' };
  if (!checkImageBudget(document, file.size).ok)
    return { ok: false, reason: 'budget', messageId: IMAGE_BUDGET_MESSAGE_ID };
  let src: string;
  let bytes = file.size;
  try {
    if (mime === 'image/svg+xml') {
      // DOMPurify loads with the first SVG, not with the editor.
      const { sanitizeSvg, utf8Base64 } = await import('./sanitizeSvg');
      const clean = sanitizeSvg(await readAs(file, 'text'));
      if (!clean)
        return { ok: false, reason: 'unreadable', messageId: 'cardEditor.image.unreadable' };
      const base64 = utf8Base64(clean);
      src = `data:image/svg+xml;base64,${base64}`;
      bytes = Math.floor((base64.length * 3) / 4);
    } else {
      const dataUrl = await readAs(file, 'dataUrl');
      // Some browsers label the payload differently (image/jpg); the type we checked is the one kept.
      src = `data:${mime};base64,${dataUrl.slice(dataUrl.indexOf(',') + 1)}`;
    }
  } catch {
    return { ok: false, reason: 'unreadable', messageId: 'cardEditor.image.unreadable' };
  }
  const decoded = await loadImage(src);
  if (!decoded)
    return { ok: false, reason: 'unreadable', messageId: 'cardEditor.image.unreadable' };
  // An SVG without a width and height has no pixel size; being vector, any placeholder size will do.
  const vector = mime === 'image/svg+xml';
  const naturalWidth = decoded.naturalWidth || (vector ? VECTOR_FALLBACK_PX : 0);
  const naturalHeight = decoded.naturalHeight || (vector ? VECTOR_FALLBACK_PX : 0);
  if (naturalWidth === 0 || naturalHeight === 0)
    return { ok: false, reason: 'unreadable', messageId: 'cardEditor.image.unreadable' };
  if (!checkImageBudget(document, bytes).ok)
    return { ok: false, reason: 'budget', messageId: IMAGE_BUDGET_MESSAGE_ID };
  return {
    ok: true,
    image: { src, naturalWidth, naturalHeight, bytes, mime },
  };
}

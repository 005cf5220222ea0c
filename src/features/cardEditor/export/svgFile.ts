import { fetchSameOriginFile } from '../../../api';
import {
  type CardDocument,
  type CardFont,
  type CardObject,
  serializeSide,
  type SideName,
} from '../model';
import { FONT_FILES } from '../render/fonts';
import { qrPathOf } from '../render/qr';
import { layoutText } from '../render/textLayout';

/**
 * A side's print SVG: written from the document by the model (only known elements, escaped text),
 * laid out as the canvas lays it out, with the fonts it uses embedded as data URLs so the file
 * prints the same anywhere. A font file that cannot be read is left out (the family name stays).
 */

type FaceKey = `${CardFont}|${400 | 700}`;

function facesUsed(objects: readonly CardObject[], into = new Set<FaceKey>()): Set<FaceKey> {
  for (const object of objects) {
    if (object.hidden) continue;
    if (object.kind === 'text') into.add(`${object.fontFamily}|${object.fontWeight}`);
    if (object.kind === 'group') facesUsed(object.children, into);
  }
  return into;
}

function base64Of(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let start = 0; start < view.length; start += 0x8000)
    binary += String.fromCharCode(...view.subarray(start, start + 0x8000));
  return btoa(binary);
}

const faceCss = new Map<FaceKey, Promise<string>>();

function fontFaceRule(key: FaceKey): Promise<string> {
  let rule = faceCss.get(key);
  if (!rule) {
    const [family, weight] = key.split('|') as [CardFont, string];
    const url = FONT_FILES[family][Number(weight) as 400 | 700];
    rule = fetchSameOriginFile(url)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error())))
      .then(
        (bytes) =>
          `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${base64Of(bytes)}) format('woff2')}`,
      )
      .catch(() => {
        faceCss.delete(key);
        return '';
      });
    faceCss.set(key, rule);
  }
  return rule;
}

export async function sideSvg(
  document: CardDocument,
  side: SideName,
  options: { embedFonts?: boolean } = {},
): Promise<string> {
  const svg = serializeSide(document, side, {
    qrPath: qrPathOf,
    layoutText: (text) => layoutText(text),
  });
  if (options.embedFonts === false) return svg;
  const rules = await Promise.all([...facesUsed(document.sides[side].objects)].map(fontFaceRule));
  const css = rules.filter((rule) => rule !== '').join('');
  if (css === '') return svg;
  const openEnd = svg.indexOf('>') + 1;
  return `${svg.slice(0, openEnd)}<defs><style>${css}</style></defs>${svg.slice(openEnd)}`;
}

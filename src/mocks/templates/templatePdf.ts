/**
 * The demo backend's "convert to PDF": a real, readable PDF of a template's content, built with
 * pdf-lib and its standard fonts (no font files to fetch, no DOM, so it also runs in tests).
 */
import { type PDFFont, type PDFPage, type RGB, PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface PdfTemplate {
  title: string;
  type: 'sms' | 'mail' | 'card';
  subject?: string;
  content: string;
  frontSvg?: string;
  backSvg?: string;
}

const PAGE_SIZE: [number, number] = [612, 792]; // US Letter, in points
const MARGIN = 54; // three quarters of an inch
const TEXT_WIDTH = PAGE_SIZE[0] - 2 * MARGIN;
const TYPE_LABELS = { sms: 'SMS template', mail: 'Email template', card: 'Card template' } as const;

// A Map rather than an object literal, so `&constructor;` cannot reach Object.prototype.
const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['copy', '©'],
  ['reg', '®'],
  ['trade', '™'],
  ['euro', '€'],
  ['hellip', '…'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['bull', '•'],
]);

/** Decodes the common named entities and all numeric ones, in one pass (`&amp;lt;` stays `&lt;`). */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi,
    (entity: string, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES.get(name) ?? entity;
      const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
      // As browsers do: NUL, surrogates and out-of-range code points become U+FFFD (and
      // String.fromCodePoint would throw on the latter).
      const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
      return invalid ? '\ufffd' : String.fromCodePoint(code);
    },
  );
}

/**
 * The readable text of an HTML email body, without a DOM (the mock may run where none exists):
 * tags are dropped, the ones that end a block become line breaks, entities are decoded last so
 * that encoded markup is shown as typed and never re-read as tags.
 */
export function htmlToText(html: string): string {
  const text = html
    // Never shown as text: comments, scripts, styles and the head (with its <title>).
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|head|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    // Source line breaks mean nothing in HTML: any run of whitespace renders as one space.
    .replace(/[ \t\n\f\r]+/g, ' ')
    // A quoted attribute value may contain '>', hence the alternatives. Doctype, CDATA and
    // processing instructions (`<!…>`, `<?…>`) are dropped too.
    .replace(
      /<(\/?)([a-z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>|<[!?][^>]*>/gi,
      (_tag: string, slash?: string, name?: string) => {
        const tag = name?.toLowerCase() ?? '';
        if (tag === 'br') return '\n';
        if (slash !== '/') return '';
        if (tag === 'p' || /^h[1-6]$/.test(tag)) return '\n\n'; // paragraphs keep a blank line
        return /^(?:div|li|tr|blockquote)$/.test(tag) ? '\n' : '';
      },
    );
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The lines of text of an SVG's `<text>` elements. A `<tspan>` with its own position (x, y or dy)
 * is how editors lay out a new line; other tspans are inline styling.
 */
export function svgText(svg: string): string[] {
  const lines: string[] = [];
  const source = svg.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  // `\/(?!>)` lets unquoted attributes contain '/' while a self-closing `<text/>` never matches.
  const elements = /<text\b(?:[^>"'/]|"[^"]*"|'[^']*'|\/(?!>))*>([\s\S]*?)<\/text\s*>/gi;
  for (const [, inner = ''] of source.matchAll(elements)) {
    const text = inner
      .replace(/<tspan\b[^>]*>/gi, (tag) => (/\s(?:x|y|dy)\s*=/i.test(tag) ? '\n' : ''))
      .replace(/<[^>]*>/g, '');
    for (const line of decodeEntities(text).split('\n')) {
      const clean = line.replace(/\s+/g, ' ').trim();
      if (clean !== '') lines.push(clean);
    }
  }
  return lines;
}

/**
 * Standard fonts only encode WinAnsi and pdf-lib throws on anything else, so every character the
 * font cannot encode (emoji, CJK, control characters, lone surrogates…) becomes '?'. Asking the
 * font itself keeps the rule exact; the cache keeps it cheap.
 */
function winAnsiCleaner(font: PDFFont): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let out = '';
    // for…of walks code points, so an emoji (a surrogate pair) becomes one '?', not two.
    for (const char of text.replace(/\t/g, '    ')) {
      let safe = cache.get(char);
      if (safe === undefined) {
        try {
          font.encodeText(char);
          safe = char;
        } catch {
          safe = '?';
        }
        cache.set(char, safe);
      }
      out += safe;
    }
    return out;
  };
}

/**
 * Breaks one line of (encodable) text into lines that fit `width`. Words keep their leading
 * spaces, so indentation survives, except where a wrap happens; a word longer than a whole line
 * is cut wherever the line is full.
 */
function wrapLine(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const token of text.match(/ *[^ ]+| +/g) ?? []) {
    if (fits(current + token)) {
      current += token;
      continue;
    }
    if (current !== '') lines.push(current);
    current = '';
    for (const char of token.replace(/^ +/, '')) {
      if (current !== '' && !fits(current + char)) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  lines.push(current); // an empty input line stays an empty (blank) output line
  return lines;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Extra space above the block, in points. */
  spaceBefore?: number;
}

/** Renders the template as a PDF; never throws on the content of the text. */
export async function renderTemplatePdf(template: PdfTemplate): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(template.title);
  doc.setProducer('Mailcraft demo');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Both fonts use the WinAnsi encoding, so one cleaner serves both.
  const clean = winAnsiCleaner(regular);

  let page: PDFPage = doc.addPage(PAGE_SIZE);
  let y = PAGE_SIZE[1] - MARGIN;
  /** Writes a block of text, wrapping its lines and starting new pages as needed. */
  const write = (
    text: string,
    { font, size, color = rgb(0, 0, 0), spaceBefore = 0 }: TextStyle,
  ) => {
    const lineHeight = size * 1.35;
    y -= spaceBefore;
    for (const line of text.split(/\r\n?|\n/)) {
      for (const part of wrapLine(clean(line), font, size, TEXT_WIDTH)) {
        if (y - lineHeight < MARGIN) {
          page = doc.addPage(PAGE_SIZE);
          y = PAGE_SIZE[1] - MARGIN;
        }
        y -= lineHeight;
        if (part !== '') page.drawText(part, { x: MARGIN, y, size, font, color });
      }
    }
  };
  const body: TextStyle = { font: regular, size: 11, spaceBefore: 18 };
  const small: TextStyle = { font: regular, size: 10, color: rgb(0.4, 0.4, 0.4), spaceBefore: 4 };

  write(template.title.trim() === '' ? 'Untitled template' : template.title, {
    font: bold,
    size: 18,
  });
  write(TYPE_LABELS[template.type], small);
  if (template.type === 'mail') {
    const subject = template.subject ?? '';
    write(`Subject: ${subject.trim() === '' ? '(no subject)' : subject}`, small);
  }

  if (template.type === 'card') {
    for (const [label, svg] of [
      ['Front', template.frontSvg],
      ['Back', template.backSvg],
    ] as const) {
      write(label, { font: bold, size: 13, spaceBefore: 18 });
      const lines = svgText(svg ?? '');
      write(lines.length > 0 ? lines.join('\n') : '(artwork without text)', {
        ...body,
        spaceBefore: 4,
      });
    }
  } else {
    const text = template.type === 'mail' ? htmlToText(template.content) : template.content;
    write(text.trim() === '' ? '(empty message)' : text, body);
  }

  return doc.save();
}

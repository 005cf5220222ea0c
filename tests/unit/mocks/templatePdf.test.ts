// @vitest-environment node
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import {
  type PdfTemplate,
  htmlToText,
  renderTemplatePdf,
  svgText,
} from '../../../src/mocks/templates/templatePdf';
import { ALL_HOSTILE, sampleOf } from '../../fixtures/hostileStrings';

/**
 * The lines of text drawn on each page, read back from the content streams: pdf-lib draws standard
 * font text as `<hex> Tj`, one operator per line, in WinAnsi (Latin-1 for the characters used here).
 */
async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    let operators = '';
    for (const ref of streams) {
      const stream = ref === undefined ? undefined : doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      operators += Array.from(decodePDFRawStream(stream).decode(), (byte) =>
        String.fromCharCode(byte),
      ).join('');
    }
    return Array.from(operators.matchAll(/<([\dA-F]*)> Tj/g), ([, hex = '']) =>
      (hex.match(/../g) ?? []).map((pair) => String.fromCharCode(parseInt(pair, 16))).join(''),
    );
  });
}

const sms = (content: string, title = 'Spring sale'): PdfTemplate => ({
  title,
  type: 'sms',
  content,
});

describe('renderTemplatePdf', () => {
  it('returns a real PDF with the title metadata, the heading and the text', async () => {
    const bytes = await renderTemplatePdf(sms('Hi {name}, 20% off today only!'));

    expect(String.fromCharCode(...bytes.subarray(0, 5))).toBe('%PDF-');
    // By default, load() would stamp its own producer over the one in the file.
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Spring sale');
    expect(doc.getProducer()).toBe('Mailcraft demo');
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([width, height]).toEqual([612, 792]);
    expect(await pdfPages(bytes)).toEqual([
      ['Spring sale', 'SMS template', 'Hi {name}, 20% off today only!'],
    ]);
  });

  it('wraps a long message to the page width and adds pages', async () => {
    const words = Array.from({ length: 5000 }, (_, index) => `word${index}`);
    const pages = await pdfPages(await renderTemplatePdf(sms(words.join(' '))));

    expect(pages.length).toBeGreaterThan(1);
    const body = pages.flat().slice(2);
    // Every word is there, in order, and no line was cut inside a word.
    expect(body.join(' ').split(' ')).toEqual(words);
  });

  it('breaks a word longer than a line', async () => {
    const word = 'x'.repeat(3000);
    const body = (await pdfPages(await renderTemplatePdf(sms(word)))).flat().slice(2);

    expect(body.length).toBeGreaterThan(1);
    expect(body.join('')).toBe(word);
  });

  it('replaces what the standard fonts cannot encode by "?" and tabs by spaces', async () => {
    const pages = await pdfPages(
      await renderTemplatePdf(sms('Café 😀 中\u0000\tend', 'Ünïcode 🎉')),
    );

    expect(pages[0]).toEqual(['\u00dcn\u00efcode ?', 'SMS template', 'Caf\u00e9 ? ??    end']);
  });
});

describe('email templates', () => {
  const html =
    '<html><head><title>Hidden</title><style>p { color: red }</style></head><body>' +
    '<h1>Big&nbsp;news</h1><p>Tom &amp; Jerry say &quot;hi&quot; &#39;there&#39; &#x263A;</p>' +
    '<!-- a comment --><div>Line one<br>Line   two</div>' +
    '<ul><li>First</li><li><a href="https://example.com/?a=1&amp;b=2" title="a > b">Second</a></li></ul>' +
    '<script>alert(1)</script><p>&lt;script&gt; stays text &amp;lt;</p></body></html>';

  it('extracts readable text from the HTML, with line breaks and decoded entities', () => {
    expect(htmlToText(html)).toBe(
      [
        'Big\u00a0news',
        '',
        'Tom & Jerry say "hi" \'there\' \u263a',
        '',
        'Line one',
        'Line two',
        'First',
        'Second',
        '<script> stays text &lt;',
      ].join('\n'),
    );
    expect(htmlToText('&#0;&#1114112;&#xD800;&constructor;&bogus; &#65;')).toBe(
      '\ufffd\ufffd\ufffd&constructor;&bogus; A',
    );
  });

  it('renders the subject and the body', async () => {
    const bytes = await renderTemplatePdf({
      title: 'Newsletter',
      type: 'mail',
      subject: 'News & offers',
      content: html,
    });

    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Newsletter');
    expect((await pdfPages(bytes)).flat()).toEqual([
      'Newsletter',
      'Email template',
      'Subject: News & offers',
      'Big\u00a0news',
      'Tom & Jerry say "hi" \'there\' ?',
      'Line one',
      'Line two',
      'First',
      'Second',
      '<script> stays text &lt;',
    ]);
  });
});

describe('card templates', () => {
  const front =
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/>' +
    '<text x="10" y="20" font-size="12">Happy <tspan font-weight="bold">Birthday</tspan></text>' +
    '<text x="10" y="40"><tspan x="10" dy="0">From all</tspan><tspan x="10" dy="14">of us &amp; you</tspan></text>' +
    '<text/><textPath>not a text element</textPath></svg>';

  it('lists the text of <text> and <tspan> elements', () => {
    expect(svgText(front)).toEqual(['Happy Birthday', 'From all', 'of us & you']);
    expect(svgText('<svg><rect width="5" height="5"/></svg>')).toEqual([]);
  });

  it('shows the front text and marks artwork without text', async () => {
    const bytes = await renderTemplatePdf({
      title: 'Birthday card',
      type: 'card',
      content: '',
      frontSvg: front,
      backSvg: '<svg><circle r="4"/></svg>',
    });

    expect((await pdfPages(bytes)).flat()).toEqual([
      'Birthday card',
      'Card template',
      'Front',
      'Happy Birthday',
      'From all',
      'of us & you',
      'Back',
      '(artwork without text)',
    ]);
  });
});

describe('hostile input', () => {
  it('renders every hostile string, as content of each type and as titles, without throwing', async () => {
    const all = ALL_HOSTILE.join('\n');
    const svg = `<svg>${ALL_HOSTILE.map((text) => `<text>${text}</text>`).join('')}</svg>`;
    const templates: PdfTemplate[] = [
      sms(all, all),
      { title: all, type: 'mail', subject: all, content: all },
      { title: all, type: 'card', content: all, frontSvg: svg, backSvg: all },
      ...sampleOf(ALL_HOSTILE, 30).map((title, index) => ({
        title,
        type: (['sms', 'mail', 'card'] as const)[index % 3]!,
        subject: title,
        content: title,
        frontSvg: title,
        backSvg: title,
      })),
    ];

    for (const template of templates) {
      const doc = await PDFDocument.load(await renderTemplatePdf(template));
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    }
  });
});

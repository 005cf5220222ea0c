import DOMPurify from 'dompurify';
import { sanitizeEmailHtml } from '../../../src/lib/sanitizeHtml';
import { XSS_PAYLOADS } from '../../fixtures/hostileStrings';

const FORBIDDEN_ELEMENTS =
  'script, iframe, object, embed, svg, math, style, form, input, button, textarea, select, base, meta, link';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href'];
const FORBIDDEN_URL_STARTS = ['javascript:', 'data:text/html', 'data:image/svg'];

/** Parses sanitised output the way a preview would and lists everything that could run script. */
function dangersIn(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const dangers = [...container.querySelectorAll(FORBIDDEN_ELEMENTS)].map(
    (element) => `<${element.nodeName.toLowerCase()}>`,
  );
  for (const element of container.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      const lowerName = name.toLowerCase();
      // What a browser would read as the URL's scheme: no whitespace or control characters.
      const url = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      const style = value.toLowerCase().replace(/\s+/g, '');
      if (lowerName.startsWith('on') || lowerName === 'srcdoc') dangers.push(`${name}=${value}`);
      if (URL_ATTRIBUTES.includes(lowerName) && FORBIDDEN_URL_STARTS.some((s) => url.startsWith(s)))
        dangers.push(`${name}=${value}`);
      if (lowerName === 'style' && (style.includes('url(') || style.includes('expression(')))
        dangers.push(`${name}=${value}`);
    }
  }
  return dangers;
}

/** The sanitised HTML parsed back, for checks on what survived. */
function parsed(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeEmailHtml(html);
  return container;
}

describe('sanitizeEmailHtml: hostile input', () => {
  it.each(XSS_PAYLOADS)('defuses %j', (payload) => {
    expect(dangersIn(sanitizeEmailHtml(payload))).toEqual([]);
  });

  it('defuses the payloads when they sit inside ordinary content', () => {
    const html = `<p>Hello</p>${XSS_PAYLOADS.join('<br>')}<p>Bye</p>`;
    expect(dangersIn(sanitizeEmailHtml(html))).toEqual([]);
  });

  it.each([
    ['vbscript:msgbox(1)'],
    ['ftp://files.example/a'],
    ['data:text/html,<p>x</p>'],
    ['java\tscript:alert(1)'],
    ['  JAVASCRIPT:alert(1)'],
  ])('drops the link target %j', (href) => {
    const container = document.createElement('div');
    const link = document.createElement('a');
    link.setAttribute('href', href);
    link.textContent = 'x';
    container.append(link);
    expect(parsed(container.innerHTML).querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it.each([
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['an HTML data URL', 'data:text/html;base64,PHA+eDwvcD4='],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', '/images/logo.png'],
    ['a protocol the policy does not list', 'ftp://files.example/logo.png'],
  ])('drops an image source that is %s', (_label, src) => {
    const image = parsed(`<img src="${src}" alt="logo">`).querySelector('img');
    expect(image?.hasAttribute('src')).toBe(false);
    expect(image?.getAttribute('alt')).toBe('logo');
  });

  it('drops href and src on elements that do not take them', () => {
    const container = parsed('<div href="https://a.example" src="https://b.example/x.png">x</div>');
    expect(container.innerHTML).toBe('<div>x</div>');
  });

  it('keeps the harmless declarations of a style and drops the dangerous ones', () => {
    const paragraph = parsed(
      '<p style="color: red; background: url(https://t.example/p.gif); text-align: center; width: expression(alert(1)); font-weight: bold">x</p>',
    ).querySelector('p');
    expect(paragraph?.getAttribute('style')).toBe(
      'color: red; text-align: center; font-weight: bold',
    );
  });

  it('keeps quoted values and drops declarations cut inside a string', () => {
    const paragraph = parsed(
      `<p style='font-family: "Tom&apos;s Sans", Arial; content: "a;b"; color: red'>x</p>`,
    ).querySelector('p');
    expect(paragraph?.getAttribute('style')).toBe(`font-family: "Tom's Sans", Arial; color: red`);
  });

  it.each([
    'background: url(x.png)',
    'background-image: URL ( "x.png" )',
    'background: u\\72 l(x.png)',
    'background: ur/**/l(x.png)',
    'background-image: image-set("x.png" 1x)',
    'color: red; @import "x.css"',
    'behavior: url(x.htc)',
    '-moz-binding: url(x.xml#xss)',
    'color: javascript:alert(1)',
  ])('drops the dangerous declaration of %j', (style) => {
    const paragraph = parsed(`<p style='${style}'>x</p>`).querySelector('p');
    expect(paragraph?.getAttribute('style') ?? '').not.toMatch(/url|image-set|import|javascript/i);
  });

  it('removes every event handler and srcdoc', () => {
    const container = parsed(
      '<p onclick="x()" onmouseover="x()">a</p><img src="https://a.example/x.png" onload="x()" srcdoc="<b>">',
    );
    expect(container.innerHTML).toBe('<p>a</p><img src="https://a.example/x.png">');
  });

  it('keeps only the data attribute of merge-tag chips', () => {
    const span = parsed(
      '<span data-merge-tag="{{city}}" data-secret="1">City</span>',
    ).querySelector('span');
    expect(span?.getAttributeNames()).toEqual(['data-merge-tag']);
  });

  it('does not change the global DOMPurify', () => {
    sanitizeEmailHtml('<p>warm up</p>');
    const style = 'background: url(https://t.example/p.gif)';
    expect(DOMPurify.sanitize(`<p style="${style}">x</p>`)).toBe(`<p style="${style}">x</p>`);
  });
});

describe('sanitizeEmailHtml: ordinary content', () => {
  it.each([
    [
      'formatted text',
      '<h1>Spring offer</h1><p>Hi <strong>there</strong>, <em>this</em> <u>is</u> <s>old</s> <b>news</b> <i>now</i>.<br>Next line</p>',
    ],
    ['headings', '<h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6>'],
    [
      'lists and quotes',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote>',
    ],
    ['code and rules', '<pre><code>let a = 1;</code></pre><hr>'],
    [
      'a table',
      '<table width="600" align="center"><thead><tr><th colspan="2">Plan</th></tr></thead><tbody><tr><td rowspan="2" class="cell">Roof</td><td>$1,200</td></tr></tbody></table>',
    ],
    [
      'an http image',
      '<img src="https://cdn.example/logo.png" alt="Logo" title="Our logo" width="120" height="40">',
    ],
    [
      'a base64 png image',
      '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" alt="dot">',
    ],
    ['a mailto link', '<a href="mailto:jordan@leeroofing.example">Write to us</a>'],
    ['a tel link', '<a href="tel:+12075550100">Call us</a>'],
    ['a relative link and an anchor', '<a href="/offers?id=2">Offers</a> <a href="#top">Top</a>'],
    ['a merge-tag chip', '<p>Hello <span data-merge-tag="{{first_name}}">First name</span>,</p>'],
    [
      'harmless styles',
      '<p style="color: #333; text-align: center; font-weight: 700">x</p><div class="footer">y</div>',
    ],
  ])('keeps %s unchanged', (_label, html) => {
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it('gives links that open a new window rel="noopener noreferrer"', () => {
    const link = parsed(
      '<a href="https://leeroofing.example" target="_blank">Site</a>',
    ).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('adds to a rel the author set, without repeating', () => {
    const link = parsed(
      '<a href="https://leeroofing.example" target="_BLANK" rel="nofollow noopener">Site</a>',
    ).querySelector('a');
    expect(link?.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  it('leaves links in the same window alone', () => {
    const link = parsed('<a href="https://leeroofing.example">Site</a>').querySelector('a');
    expect(link?.hasAttribute('rel')).toBe(false);
  });

  it('keeps the text of removed elements that only wrap content', () => {
    expect(sanitizeEmailHtml('<form action="/x"><label>Name</label></form>')).toBe('Name');
  });
});

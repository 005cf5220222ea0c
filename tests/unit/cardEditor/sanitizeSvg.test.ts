import { sanitizeSvg, utf8Base64 } from '../../../src/features/cardEditor/tools/sanitizeSvg';

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${attributes}>${inside}</svg>`;

describe('an uploaded SVG', () => {
  it('keeps its drawing', () => {
    const clean = sanitizeSvg(
      svg('<rect width="10" height="10" fill="#ff0000"/><path d="M0 0L5 5"/>'),
    );
    expect(clean).toContain('<rect');
    expect(clean).toContain('fill="#ff0000"');
    expect(clean).toContain('<path d="M0 0L5 5"');
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script><rect width="1" height="1"/>'), /<script/i],
    ['an event handler', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), /onload/i],
    ['a handler on a shape', svg('<rect width="1" height="1" onclick="alert(1)"/>'), /onclick/i],
    [
      'foreign HTML',
      svg('<foreignObject><img src="x" onerror="alert(1)"/></foreignObject>'),
      /foreignObject|onerror/i,
    ],
    [
      'a remote image',
      svg('<image href="https://evil.example/a.png" width="1" height="1"/>'),
      /evil\.example/,
    ],
    [
      'a javascript: link',
      svg('<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      /javascript:/i,
    ],
    [
      'a remote style url',
      svg('<rect width="1" height="1" style="fill:url(https://evil.example/p)"/>'),
      /evil\.example/,
    ],
    [
      'a style sheet',
      svg('<style>@import url(https://evil.example/s.css);</style><rect width="1" height="1"/>'),
      /<style|evil/,
    ],
  ])('loses %s', (_what, markup, forbidden) => {
    const clean = sanitizeSvg(markup);
    expect(clean).not.toBeNull();
    expect(clean).not.toMatch(forbidden);
  });

  it('keeps links inside the file and inline raster images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const clean = sanitizeSvg(
      svg(
        `<defs><rect id="a" width="1" height="1"/></defs><use href="#a"/><image href="${png}" width="1" height="1"/>`,
      ),
    );
    expect(clean).toContain('href="#a"');
    expect(clean).toContain(png);
  });

  it('is refused when it is not an SVG at all', () => {
    expect(sanitizeSvg('<html><body>hello</body></html>')).toBeNull();
    expect(sanitizeSvg('not markup')).toBeNull();
  });

  it('travels as UTF-8 base64', () => {
    expect(atob(utf8Base64('é'))).toBe('\u00c3\u00a9');
  });
});

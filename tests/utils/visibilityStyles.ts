/**
 * antd injects several thousand CSS rules at run time. jsdom matches every rule of every sheet
 * against an element on each getComputedStyle, which Testing Library's role queries and
 * user-event call for every element they consider: on antd screens that was a quarter of the
 * suite's time. What those callers read from CSS is whether an element is shown and can be
 * clicked, so the style elements antd writes keep only the declarations that decide it
 * (display, visibility, pointer-events); every other rule is dropped. The element still reads
 * back the CSS it was given, so antd's own bookkeeping (it compares before rewriting) holds.
 */

const DECIDES_VISIBILITY = /^\s*(display|visibility|pointer-events)\s*:/i;
/** At-rules whose block holds rules that apply (nested media, supports, layers). */
const GROUPING_AT_RULE = /^@(media|supports|layer|container)\b/i;

/** The index of the `}` closing the block opened at `open`, skipping quoted strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = css.indexOf(char, index + 1);
      if (index < 0) return css.length;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index;
  }
  return css.length;
}

/** The declarations of a style rule's body that decide visibility. */
function keptDeclarations(body: string): string {
  return body
    .split(';')
    .filter((declaration) => DECIDES_VISIBILITY.test(declaration))
    .join(';');
}

/** Comments go first: one may hold a quote (TipTap's "doesn't") that would open a string. */
const COMMENT = /\/\*[\s\S]*?\*\//g;

/** `css` reduced to the rules (and parts of rules) that decide whether elements are shown. */
export function visibilityRulesOnly(css: string): string {
  return visibilityRules(css.replace(COMMENT, ''));
}

function visibilityRules(css: string): string {
  let kept = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    const semicolon = css.indexOf(';', index);
    // A statement at-rule (`@layer a, b;`, `@import`) carries no declarations.
    if (open < 0) break;
    if (semicolon >= 0 && semicolon < open && css.slice(index, semicolon).trim().startsWith('@')) {
      index = semicolon + 1;
      continue;
    }
    const close = blockEnd(css, open);
    const prelude = css.slice(index, open).trim();
    const body = css.slice(open + 1, close);
    if (GROUPING_AT_RULE.test(prelude)) {
      const inner = visibilityRules(body);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (!prelude.startsWith('@')) {
      const declarations = keptDeclarations(body);
      if (declarations) kept += `${prelude}{${declarations}}`;
    }
    index = close + 1;
  }
  return kept;
}

/** Installs the reduction for style elements whose CSS is set through innerHTML (antd's way). */
export function keepOnlyVisibilityStyles(): void {
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  const given = new WeakMap<HTMLStyleElement, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return given.get(this) ?? (inner.get!.call(this) as string);
    },
    set(this: HTMLStyleElement, css: string) {
      given.set(this, css);
      inner.set!.call(this, visibilityRulesOnly(css));
    },
  });
}

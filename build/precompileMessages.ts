import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Builds ship the message catalogues already parsed (ICU ASTs, as `formatjs compile --ast` makes),
 * and react-intl's message parser is swapped for its no-parser twin: the parser is ~13 KB gzip of
 * every page's first load, and parsing each message again on every start costs main thread too.
 * Tests and the dev server keep the plain strings (`allEnglish`, the spec's wording as literals).
 *
 * A catalogue is a module under src/i18n/locales/ whose object literals map message ids to
 * strings; each string literal that is a property's value becomes its AST.
 */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/].*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const output = new MagicString(code);
      walk(this.parse(code), (node) => {
        if (node.type !== 'Property') return;
        const value = node.value as Node & { value?: unknown };
        if (value.type !== 'Literal' || typeof value.value !== 'string') return;
        output.overwrite(value.start, value.end, JSON.stringify(parse(value.value)));
      });
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}

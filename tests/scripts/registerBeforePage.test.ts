// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The register.ts hazard, checked by structure: a lazily registered slice (a feature folder with a
 * register.ts beside its slice.ts) joins the store only when its register.ts is imported. A page
 * whose static imports reach that slice but not its register.ts would read state that is not
 * there, or dispatch to sagas that do not run, on a cold load of its route. So:
 * - a route page that reaches a lazily registered slice of its own feature imports its register.ts;
 * - another feature reaches such a slice only through the feature's index.ts, which then offers no
 *   selector of it unless the index registers it (an action sent to a slice not in the store yet
 *   changes nothing, which is what a "clear this" wants; a selector would read undefined).
 */

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A relative import resolved to its file, or null for a package or an asset. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate))
      return candidate;
  return null;
}

/** The file's static imports (not `import()`, which loads later, nor `import type`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/^import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^export\s+(?!type\b)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]);
  return found.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

function closureOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** Slices that join the store through a register.ts of their own. */
const lazySlices = filesUnder(join(src, 'features'))
  .filter((file) => file.endsWith('/slice.ts'))
  .filter((slice) => existsSync(join(dirname(slice), 'register.ts')));

const pages = filesUnder(join(src, 'features')).filter((file) => /\/pages\/[^/]+\.tsx$/.test(file));

/** The top-level feature folder a file belongs to. */
const featureOf = (file: string) => relative(join(src, 'features'), file).split('/')[0];

describe('a route page registers the lazily registered state it uses', () => {
  it('finds the pages and the lazily registered slices', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(lazySlices.length).toBeGreaterThan(5);
  });

  it.each(pages.map((page) => [relative(root, page), page]))('%s', (_name, page) => {
    const reached = closureOf(page);
    const own = featureOf(page);
    const unregistered = lazySlices
      .filter((slice) => featureOf(slice) === own)
      .filter((slice) => reached.has(slice) && !reached.has(join(dirname(slice), 'register.ts')))
      .map(
        (slice) =>
          `reaches ${relative(root, slice)} but never imports ${relative(root, join(dirname(slice), 'register.ts'))}`,
      );
    expect(unregistered).toEqual([]);
  });
});

describe('a feature’s face offers no selector of state it has not registered', () => {
  const faces = readdirSync(join(src, 'features'))
    .map((feature) => join(src, 'features', feature, 'index.ts'))
    .filter((face) => existsSync(face));

  it.each(faces.map((face) => [relative(root, face), face]))('%s', (_name, face) => {
    const text = readFileSync(face, 'utf8');
    const registers = staticImports(face).some((file) => file.endsWith('/register.ts'));
    const offered = [...text.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
      .filter(([, , from]) => {
        const file = resolveImport(face, from);
        return file !== null && lazySlices.includes(file);
      })
      .flatMap(([, names]) =>
        names.split(',').map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      )
      .filter((name) => /^select[A-Z]/.test(name));
    expect(registers ? [] : offered).toEqual([]);
  });
});

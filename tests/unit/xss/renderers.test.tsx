import { render } from '@testing-library/react';
import { BLNS, XSS_PAYLOADS, sampleOf } from '../../fixtures/hostileStrings';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { quoted } from '../../utils/xssSentinel';
import { PLAIN, type RendererCase, type RendererCases, problemsOf } from './rendererKit';
import { SHELL_RENDERERS } from './shellRenderers';

/**
 * Quality harness §3, renderers: every hostile string goes through every place that renders
 * user-authored or server-provided text, in the real component inside the real app providers.
 * This file runs the cases; what each checks is written in rendererKit.tsx (`problemsOf`), beside
 * the shape of a case. The Playwright suite (tests/e2e/xss.spec.ts) watches for real execution in
 * Chromium, and also takes the names the long way round (mock backend database, reload,
 * get-profile), which would cost ~0.2 s a string here. "The checks themselves" at the end proves
 * the checks catch a renderer that injects HTML.
 *
 * ADDING A SCREEN: its cases live with its feature, in
 * src/features/<feature>/harness/xssRenderers.tsx, which exports `XSS_RENDERERS` (a list of
 * `RendererCase`, see rendererKit.tsx) and is found here by glob: one entry there per screen or
 * component, and no file here changes. The app shell's own components (toasts, the status page),
 * which no feature owns, are in shellRenderers.tsx.
 */

const featureFiles = import.meta.glob<RendererCases | undefined>(
  '../../../src/features/*/harness/xssRenderers.tsx',
  { eager: true, import: 'XSS_RENDERERS' },
);

/** Every feature's cases, then the shell's; a file that exports none fails the suite by name. */
const RENDERERS: RendererCase[] = [
  ...Object.entries(featureFiles).flatMap(([file, cases]) => {
    if (!cases || cases.length === 0)
      throw new Error(
        `${file.replace('../../../', '')} exports no XSS_RENDERERS: export its renderer cases ` +
          `as \`export const XSS_RENDERERS: RendererCases = [...]\` (tests/unit/xss/rendererKit.tsx)`,
      );
    return cases;
  }),
  ...SHELL_RENDERERS,
];

preloadAppModules(...new Set(RENDERERS.flatMap((renderer) => renderer.preload ?? [])));
atDesktopWidth();

/** Generous: a whole list goes through each test, and CI machines are shared. */
const LIST_TIMEOUT = 240_000;

describe.each(RENDERERS.map((renderer) => [renderer.name, renderer] as const))(
  '%s',
  (_name, renderer) => {
    it(
      `shows every XSS payload (${XSS_PAYLOADS.length}) as text and runs none`,
      async () => {
        expect(await problemsOf(renderer, XSS_PAYLOADS)).toEqual([]);
      },
      LIST_TIMEOUT,
    );

    const blns = renderer.blns === 'all' ? BLNS : sampleOf(BLNS, renderer.blns);
    const which = renderer.blns === 'all' ? 'every' : 'a sample of the';
    it(
      `shows ${which} naughty strings (${blns.length}) as text and runs none`,
      async () => {
        expect(await problemsOf(renderer, blns)).toEqual([]);
      },
      LIST_TIMEOUT,
    );
  },
);

describe('the checks themselves', () => {
  it('catch a renderer that injects the string as HTML', async () => {
    const canary: RendererCase = {
      name: 'canary',
      blns: 'all',
      mount: () => {
        // What no screen may do: hand the string to the DOM as markup. Several at once, as the
        // list renderers show them, so the checks must also tell which string a carrier came from.
        const canaries = (texts: readonly string[]) => (
          <>
            {texts.map((text, slot) => (
              <div key={slot} className="canary" dangerouslySetInnerHTML={{ __html: text }} />
            ))}
          </>
        );
        const view = render(canaries([PLAIN]));
        return Promise.resolve({
          slots: 8,
          show: (texts) => {
            view.rerender(canaries(texts));
            return Promise.resolve();
          },
          spots: [
            {
              name: 'canary',
              region: (slot) => document.querySelectorAll('.canary')[slot]!,
              expected: (text) => text,
            },
          ],
        });
      },
    };
    const problems = await problemsOf(canary, XSS_PAYLOADS);
    const withMarkup = XSS_PAYLOADS.filter((payload) => /<[a-z]/i.test(payload));
    const missed = withMarkup.filter(
      (payload) => !problems.some((problem) => problem.startsWith(quoted(payload))),
    );
    expect(missed).toEqual([]);
  });
});

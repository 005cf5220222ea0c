import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, PartialResult, RunOptions } from 'axe-core';

/**
 * axe-core run the way @axe-core/playwright runs it (runPartial in every frame, finishRun over the
 * parts), with two costs taken out: axe is injected into a document once, not before every scan
 * (a screen reached by in-app navigation keeps it), and the parts are finished in the page itself
 * rather than in a blank page opened for each scan. About half of each scan's time here.
 */

// The axe-core that @axe-core/playwright pins, so the rules are the ones that package would run.
const requireFromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const AXE_SOURCE: string = (requireFromAxePlaywright('axe-core') as { source: string }).source;

/** Any origin may answer: the email previews are sandboxed frames, which have an opaque origin. */
const CONFIGURE = `axe.configure({ allowedOrigins: ['<unsafe_all_origins>'], branding: { application: 'playwright' } });`;

interface AxeWindow {
  axe?: {
    run(context: unknown, options: RunOptions): Promise<AxeResults>;
    runPartial(context: unknown, options: RunOptions): Promise<PartialResult>;
    finishRun(partials: (PartialResult | null)[], options: RunOptions): Promise<AxeResults>;
    utils: {
      getFrameContexts(context: unknown): { frameSelector: unknown; frameContext: unknown }[];
      shadowSelect(selector: unknown): Element | null;
    };
  };
}

async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(
    () => typeof (window as AxeWindow).axe?.runPartial === 'function',
  );
  if (present) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(CONFIGURE);
}

/** This frame's part, then its child frames' parts in axe's order (null for a frame that failed). */
async function partsOf(
  frame: Frame,
  context: unknown,
  options: RunOptions,
  top: boolean,
): Promise<(PartialResult | null)[]> {
  try {
    await ensureAxe(frame);
    const frameContexts = await frame.evaluate(
      (args) => (window as AxeWindow).axe!.utils.getFrameContexts(args.context),
      { context },
    );
    const own = frame.evaluate(
      (args) => (window as AxeWindow).axe!.runPartial(args.context, args.options as RunOptions),
      { context, options: options as Record<string, unknown> },
    );
    const children: (PartialResult | null)[] = [];
    for (const { frameSelector, frameContext } of frameContexts) {
      const handle = await frame.evaluateHandle(
        (selector) => (window as AxeWindow).axe!.utils.shadowSelect(selector),
        frameSelector,
      );
      // A sandboxed frame without scripts (the email previews) runs no timers, so axe would wait
      // there for ever; it holds the user's own email, not the app's interface.
      const runsScripts = await handle.evaluate(
        (element) =>
          !(element instanceof HTMLIFrameElement) ||
          !element.hasAttribute('sandbox') ||
          element.sandbox.contains('allow-scripts'),
      );
      const child = runsScripts ? await handle.asElement()?.contentFrame() : null;
      children.push(...(child ? await partsOf(child, frameContext, options, false) : [null]));
    }
    return [await own, ...children];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}

/**
 * A page without frames is scanned by one axe.run in the page, which sends back its violations
 * in full and only the ids of the other rules: the partial results below carry every node that
 * passed every rule through the protocol twice, which was 80 % of a scan's time (0.4 s against
 * 2–3 s for a dialog over a list screen).
 */
async function runInPage(page: Page, options: RunOptions): Promise<AxeResults> {
  await ensureAxe(page.mainFrame());
  return page.evaluate(
    async (args) => {
      const results = await (window as AxeWindow).axe!.run(document, {
        ...(args.options as RunOptions),
        resultTypes: ['violations'],
      });
      const idsOnly = (rules: { id: string }[]) => rules.map(({ id }) => ({ id }));
      return {
        ...results,
        passes: idsOnly(results.passes),
        incomplete: idsOnly(results.incomplete),
        inapplicable: idsOnly(results.inapplicable),
      } as unknown as AxeResults;
    },
    { options: options as Record<string, unknown> },
  );
}

/** Runs axe over the whole page as it is now, frames included. */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (page.mainFrame().childFrames().length === 0) return runInPage(page, options);
  const context = { include: [], exclude: [] };
  const parts = await partsOf(page.mainFrame(), context, options, true);
  return page.evaluate(
    (args) => (window as AxeWindow).axe!.finishRun(args.parts, args.options as RunOptions),
    { parts: parts, options: options as Record<string, unknown> },
  );
}

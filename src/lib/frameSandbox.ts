/** What an embedded page may need beyond running its scripts. */
export type FrameNeed = 'forms' | 'popups' | 'topNavigation';

const TOKENS: Record<FrameNeed, string> = {
  forms: 'allow-forms',
  popups: 'allow-popups',
  topNavigation: 'allow-top-navigation-by-user-activation',
};

/**
 * The least a configured page in a frame needs (help, Zapier, scheduling, payment, the welcome
 * video). It may run its scripts. Only a page of another origin keeps its origin
 * (allow-same-origin, for its own cookies and storage): it cannot reach the app's anyway. A page
 * of the app's own origin (the demo's local pages) runs with an opaque origin, since scripts and
 * allow-same-origin together would let it lift its own sandbox.
 */
export function frameSandbox(url: string, appOrigin: string, needs: FrameNeed[] = []): string {
  let sameOrigin = true;
  try {
    sameOrigin = new URL(url, appOrigin).origin === appOrigin;
  } catch {
    // Not a URL: treated as the app's own, the stricter case.
  }
  return [
    'allow-scripts',
    ...(sameOrigin ? [] : ['allow-same-origin']),
    ...needs.map((need) => TOKENS[need]),
  ].join(' ');
}

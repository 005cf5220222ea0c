// @vitest-environment node
import { frameSandbox } from '../../../src/lib/frameSandbox';

const APP = 'https://app.mailcraft.example';

describe('frameSandbox', () => {
  it('gives a page of the app’s own origin scripts but an opaque origin, so it cannot lift its sandbox', () => {
    const tokens = frameSandbox(`${APP}/help/index.html`, APP, ['forms', 'popups']).split(' ');
    expect(tokens).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
    expect(tokens).not.toContain('allow-same-origin');
    // A relative URL is the app's own too.
    expect(frameSandbox('/help/index.html', APP)).toBe('allow-scripts');
  });

  it('lets a page of another origin keep its own origin, and only what it is said to need', () => {
    expect(frameSandbox('https://help.example.com/', APP)).toBe('allow-scripts allow-same-origin');
    expect(frameSandbox('https://pay.example.com/pro', APP, ['forms', 'topNavigation'])).toBe(
      'allow-scripts allow-same-origin allow-forms allow-top-navigation-by-user-activation',
    );
  });

  it('treats what is not a URL as the app’s own, the stricter case', () => {
    expect(frameSandbox('http://[bad', APP)).toBe('allow-scripts');
  });
});

import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AppStore } from '../../../app/store';
import { externalSignInReset, finishCall, identityKnown } from '../slice';
import { renderApp } from '../../../../tests/utils/renderApp';
import { type RendererCases, one, oneAtATime } from '../../../../tests/unit/xss/rendererKit';

/**
 * The external sign-in's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx finds
 * this file by glob): the callback shows who the provider signed in, the person's name and email
 * as the provider gave them (untrusted text), and the server's words when the finish fails.
 */

/** /oauth/callback opened bare (refused: nothing kept), then put in the finishing state. */
async function mountCallback(): Promise<AppStore> {
  const { store } = await renderApp('/oauth/callback');
  await waitFor(() => expect(store.getState().externalSignIn?.refusal).toBe('missing'), {
    timeout: 15_000,
  });
  return store;
}

const showIdentity = (store: AppStore, fname: string, email: string) =>
  act(async () => {
    store.dispatch(externalSignInReset());
    store.dispatch(identityKnown({ fname, email }));
    await Promise.resolve();
  });

export const XSS_RENDERERS: RendererCases = [
  {
    name: '/oauth/callback: the provider’s name and email for the person (store)',
    blns: 'all',
    preload: [() => import('../pages/OauthCallbackPage')],
    mount: async () => {
      const store = await mountCallback();
      return oneAtATime(
        (text) => showIdentity(store, text, text),
        [
          {
            name: 'name',
            region: () => one('.external-signin__name'),
            // An empty name is worded by the page.
            expected: (text) => text || 'someone without a name',
          },
          { name: 'email', region: () => one('.external-signin__email'), expected: (text) => text },
        ],
      );
    },
  },
  {
    name: '/oauth/callback: the server’s words when the sign-in cannot finish (store)',
    blns: 'all',
    preload: [() => import('../pages/OauthCallbackPage')],
    mount: async () => {
      const store = await mountCallback();
      return oneAtATime(
        async (text) => {
          await showIdentity(store, 'Jordan Rivera', 'jordan.rivera@example.com');
          await act(async () => {
            store.dispatch(
              finishCall.failure({
                request: { provider: 'demo', id_token: 'demo-id-sample' },
                error: {
                  kind: 'status',
                  httpStatus: 200,
                  serverMessage: text === '' ? undefined : text,
                  fieldErrors: [],
                },
              }),
            );
            await Promise.resolve();
          });
        },
        [
          {
            name: 'refusal',
            region: () => one('.external-signin__failure p'),
            expected: (text) => text || 'Your sign-in could not be finished. Please try again.',
          },
        ],
      );
    },
  },
];

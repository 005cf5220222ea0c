import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AppStore } from '../../../app/store';
import { UNSUBSCRIBE_TOKENS } from '../../../mocks/unsubscribe';
import type { UnsubscribeRequest } from '../api';
import { emailUnsubscribeCall } from '../slice';
import { renderApp } from '../../../../tests/utils/renderApp';
import { type RendererCases, one, oneAtATime } from '../../../../tests/unit/xss/rendererKit';

/**
 * The unsubscribe feature's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx,
 * which finds this file by glob; the case's shape and the checks are in
 * tests/unit/xss/rendererKit.tsx): what the page shows of the server's text, signed out as a
 * recipient is: the sender's business name and the masked recipient, and a refusal's words.
 */

const REQUEST: UnsubscribeRequest = { token: UNSUBSCRIBE_TOKENS.emailOpen, action: 'status' };

/** /email-unsubs/{token} signed out, once its state has answered. */
async function mountLoaded(): Promise<AppStore> {
  const { store } = await renderApp(`/email-unsubs/${REQUEST.token}`);
  await waitFor(
    () => {
      expect(store.getState().unsubscribe?.email.data).not.toBeNull();
      one('.unsubscribe__sender');
    },
    { timeout: 15_000 },
  );
  return store;
}

export const XSS_RENDERERS: RendererCases = [
  {
    name: '/email-unsubs/{token}: the sender and the recipient (store)',
    blns: 'all',
    preload: [() => import('../pages/UnsubscribePage')],
    mount: async () => {
      const store = await mountLoaded();
      const loaded = store.getState().unsubscribe!.email.data!;
      return oneAtATime(
        async (text) => {
          await act(async () => {
            store.dispatch(
              emailUnsubscribeCall.success({
                request: REQUEST,
                data: { ...loaded, sender: text, recipient: text },
                totalCount: undefined,
                message: undefined,
              }),
            );
            await Promise.resolve();
          });
        },
        [
          {
            name: 'sender',
            region: () => one('.unsubscribe__sender'),
            // An empty name is worded by the page ("The sender").
            expected: (text) => text || 'The sender',
          },
          {
            name: 'recipient',
            region: () => one('.unsubscribe__recipient'),
            expected: (text) => text || 'your address',
          },
        ],
      );
    },
  },
  {
    name: '/email-unsubs/{token}: the server’s words for a refusal (store)',
    blns: 'all',
    preload: [() => import('../pages/UnsubscribePage')],
    mount: async () => {
      const store = await mountLoaded();
      return oneAtATime(
        async (text) => {
          await act(async () => {
            store.dispatch(
              emailUnsubscribeCall.failure({
                request: { ...REQUEST, action: 'unsubscribe' },
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
            region: () => one('.unsubscribe__failure p'),
            expected: (text) =>
              text || 'Something went wrong, so nothing has changed. Please try again.',
          },
        ],
      );
    },
  },
];

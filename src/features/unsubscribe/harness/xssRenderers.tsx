import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { UNSUBSCRIBE_TOKENS } from '../../../mocks/unsubscribe';
import { emailUnsubscribeEndpoint } from '../api';
import { answerCall } from '../../../../tests/utils/overrides';
import { renderApp } from '../../../../tests/utils/renderApp';
import { type RendererCases, one, oneAtATime } from '../../../../tests/unit/xss/rendererKit';

/**
 * The unsubscribe feature's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx,
 * which finds this file by glob; the case's shape and the checks are in
 * tests/unit/xss/rendererKit.tsx): what the page shows of the server's text, signed out as a
 * recipient is: the sender's business name and the masked recipient, and a refusal's words. The
 * page keeps no store: each string is the server's answer to the recipient's next click.
 */

const PATH = `/email-unsubs/${UNSUBSCRIBE_TOKENS.emailOpen}`;

/** /email-unsubs/{token} signed out, once its state has answered. */
async function mountLoaded(): Promise<void> {
  await renderApp(PATH);
  await waitFor(() => one('.unsubscribe__sender'), { timeout: 15_000 });
}

/** Clicks Retry when a failure offers it, else Unsubscribe, and waits for the answer. */
async function clickAndWait(): Promise<void> {
  const target =
    screen.queryByRole('button', { name: 'Retry' }) ??
    screen.getByRole('button', { name: 'Unsubscribe' });
  await act(async () => {
    fireEvent.click(target);
    await Promise.resolve();
  });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

export const XSS_RENDERERS: RendererCases = [
  {
    name: '/email-unsubs/{token}: the sender and the recipient (server)',
    blns: 'all',
    preload: [() => import('../pages/UnsubscribePage')],
    mount: async () => {
      await mountLoaded();
      return oneAtATime(
        async (text) => {
          answerCall(emailUnsubscribeEndpoint, {
            status: true,
            data: {
              sender: text,
              recipient: text,
              state: 'subscribed',
              outcome: 'unchanged',
              resubscribe_seconds: 0,
            },
          });
          await clickAndWait();
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
    name: '/email-unsubs/{token}: the server’s words for a refusal (server)',
    blns: 'all',
    preload: [() => import('../pages/UnsubscribePage')],
    mount: async () => {
      await mountLoaded();
      return oneAtATime(
        async (text) => {
          answerCall(emailUnsubscribeEndpoint, { status: false, message: text });
          await clickAndWait();
        },
        [
          {
            name: 'refusal',
            region: () => one('.unsubscribe__failure p'),
            expected: (text) =>
              // A blank message is no message (api/envelope.ts): the page's own words show.
              text.trim() ? text : 'Something went wrong, so nothing has changed. Please try again.',
          },
        ],
      );
    },
  },
];

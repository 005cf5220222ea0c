import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AppStore } from '../../../app/store';
import { db } from '../../../mocks/db';
import type { OutboxMessage } from '../api';
import { demoOutboxCall, forgotPasswordCall, resetLinkStatusCall } from '../slice';
import { renderApp } from '../../../../tests/utils/renderApp';
import { type RendererCases, one, oneAtATime } from '../../../../tests/unit/xss/rendererKit';

/**
 * The recovery feature's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx,
 * which finds this file by glob; the case's shape and the checks are in
 * tests/unit/xss/rendererKit.tsx): what the pages show of the server's text, signed out: the
 * demo outbox's messages (their body carries the account's first name), the account's address
 * on the reset page, and a refusal's words.
 */

const MAYA = 'market@mailcraft.demo';
const PRELOAD = [
  () => import('../pages/ForgotPasswordPage'),
  () => import('../pages/ResetPasswordPage'),
];

/** /forgotpassword signed out, once a request was accepted and the demo's outbox has answered. */
async function mountSent(): Promise<AppStore> {
  const { store } = await renderApp('/forgotpassword');
  await waitFor(() => one('#recovery-email'), { timeout: 15_000 });
  await act(async () => {
    store.dispatch(
      forgotPasswordCall.success({
        request: { email: MAYA },
        data: { resend_after_seconds: 60 },
        totalCount: undefined,
        message: undefined,
      }),
    );
    await Promise.resolve();
  });
  await waitFor(() => expect(store.getState().recovery?.demoOutbox.data).not.toBeNull(), {
    timeout: 15_000,
  });
  return store;
}

const planted = (text: string): OutboxMessage => ({
  id: 1,
  channel: 'email',
  to: text,
  kind: 'password_reset',
  subject: text,
  body: text,
  link: '/reset-password/abcdefabcdefabcdefabcdef',
  created_at: new Date().toISOString(),
});

export const XSS_RENDERERS: RendererCases = [
  {
    name: '/forgotpassword: the demo outbox’s message (store)',
    blns: 'all',
    preload: PRELOAD,
    mount: async () => {
      const store = await mountSent();
      return oneAtATime(
        async (text) => {
          await act(async () => {
            store.dispatch(
              demoOutboxCall.success({
                request: { to: MAYA },
                data: [planted(text)],
                totalCount: undefined,
                message: undefined,
              }),
            );
            await Promise.resolve();
          });
        },
        [
          { name: 'to', region: () => one('.recovery-outbox__to'), expected: (text) => text },
          {
            name: 'subject',
            region: () => one('.recovery-outbox__subject'),
            expected: (text) => text,
          },
          { name: 'body', region: () => one('.recovery-outbox__body'), expected: (text) => text },
        ],
      );
    },
  },
  {
    name: '/forgotpassword: the server’s words for a refusal (store)',
    blns: 'all',
    preload: PRELOAD,
    mount: async () => {
      const store = await mountSent();
      return oneAtATime(
        async (text) => {
          await act(async () => {
            store.dispatch(
              forgotPasswordCall.failure({
                request: { email: MAYA },
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
            region: () => one('.recovery__failure p'),
            expected: (text) =>
              text || 'Something went wrong, so nothing was sent. Please try again.',
          },
        ],
      );
    },
  },
  {
    name: '/reset-password/{token}: the account’s address (store)',
    blns: 'all',
    preload: PRELOAD,
    mount: async () => {
      const token = 'xss0renderer0reset0token000000000';
      const now = Date.now();
      db().passwordResets.insert({
        user_id: db().users.find((row) => row.email === MAYA)!.id,
        token,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 60 * 60 * 1000).toISOString(),
        used_at: null,
      });
      const { store } = await renderApp(`/reset-password/${token}`);
      await waitFor(() => one('.recovery__email'), { timeout: 15_000 });
      return oneAtATime(
        async (text) => {
          await act(async () => {
            store.dispatch(
              resetLinkStatusCall.success({
                request: { api_token: token },
                data: { email: text, expires_seconds: 3600 },
                totalCount: undefined,
                message: undefined,
              }),
            );
            await Promise.resolve();
          });
        },
        [{ name: 'email', region: () => one('.recovery__email'), expected: (text) => text }],
      );
    },
  },
];

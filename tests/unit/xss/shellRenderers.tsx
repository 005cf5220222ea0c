import { act, render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { LocaleProvider } from '../../../src/app/providers/LocaleProvider';
import { NoticeToaster } from '../../../src/app/providers/NoticeToaster';
import { StatusPage } from '../../../src/components/StatusPage';
import { en } from '../../../src/i18n/locales/en';
import { noticeRaised } from '../../../src/state/notices';
import { createTestServices } from '../../utils/services';
import { makeTestStore } from '../../utils/store';
import { settle } from '../../utils/xssSentinel';
import { PLAIN, type RendererCases, one, oneAtATime } from './rendererKit';

/**
 * The XSS renderer cases of the app shell (src/app, src/components, src/state), which no feature
 * owns: toasts and the status page. A feature's screens, and any shell spot that shows a feature's
 * data (the profile names in the top bar are auth's), go in that feature's
 * src/features/<feature>/harness/xssRenderers.tsx instead.
 */

/** Toasts raised at once (they pile up on screen). */
const TOAST_SLOTS = 10;

export const SHELL_RENDERERS: RendererCases = [
  {
    name: 'toast with server text (NoticeToaster, ToastHost)',
    blns: 'all',
    mount: async () => {
      const store = makeTestStore(createTestServices());
      // The toaster as App mounts it: inside the store and the language provider.
      const toaster = (
        <Provider store={store}>
          <LocaleProvider>
            <NoticeToaster />
          </LocaleProvider>
        </Provider>
      );
      let view = render(toaster);
      await settle();
      let keys: string[] = [];
      return {
        slots: TOAST_SLOTS,
        show: async (texts) => {
          // Toasts without auto close pile up, and each new one re-renders the pile: each batch
          // starts afresh (a dismissed toast waits for a CSS animation that jsdom never plays).
          view.unmount();
          view = render(toaster);
          await settle();
          const notices = texts.map((text) =>
            noticeRaised({ kind: 'error', message: { text }, autoClose: false }),
          );
          keys = notices.map((notice) => notice.payload.key);
          await act(async () => {
            for (const notice of notices) store.dispatch(notice);
            await Promise.resolve();
          });
          // react-toastify gives each toast its toastId (our notice key) as id.
          await waitFor(() =>
            expect(keys.filter((key) => document.getElementById(key) === null)).toEqual([]),
          );
        },
        spots: [
          {
            name: 'its toast',
            region: (slot) => document.getElementById(keys[slot]!)!,
            expected: (text) => text,
          },
        ],
      };
    },
  },
  {
    name: 'StatusPage title and body',
    blns: 'all',
    mount: () => {
      const page = (text: string) => (
        <IntlProvider locale="en" messages={en}>
          <MemoryRouter>
            <StatusPage standalone code="404" title={text} body={text} />
          </MemoryRouter>
        </IntlProvider>
      );
      const view = render(page(PLAIN));
      return Promise.resolve(
        oneAtATime(
          (text) => {
            view.rerender(page(text));
            return Promise.resolve();
          },
          [
            { name: 'title', region: () => one('.status-page__title'), expected: (text) => text },
            { name: 'body', region: () => one('.status-page__body'), expected: (text) => text },
          ],
        ),
      );
    },
  },
];

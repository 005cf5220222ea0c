import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { TopBar } from '../../../app/layout/TopBar';
import type { AppStore } from '../../../app/store';
import DashboardHomePage from '../../dashboard/pages/DashboardHomePage';
import { selectPreferences } from '../../preferences';
import { en } from '../../../i18n/locales/en';
import { db } from '../../../mocks/db';
import { profileOf } from '../../../mocks/auth/profile';
import { useAppSelector } from '../../../state/hooks';
import { shellTheme } from '../../../theme/themes';
import { loginEndpoint } from '../api';
import { type Profile, profileSchema } from '../schemas';
import { editProfileCall, loginCall, profileRestored } from '../slice';
import { type Refusal, failCall } from '../../../../tests/utils/overrides';
import { renderApp } from '../../../../tests/utils/renderApp';
import { createTestServices } from '../../../../tests/utils/services';
import { makeTestStore } from '../../../../tests/utils/store';
import { settle } from '../../../../tests/utils/xssSentinel';
import {
  type Mounted,
  type RendererCases,
  type Spot,
  firstAlert,
  one,
  oneAtATime,
  renderInApp,
} from '../../../../tests/unit/xss/rendererKit';

/**
 * The auth feature's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx, which
 * finds this file by glob; the case's shape and the checks are in tests/unit/xss/rendererKit.tsx):
 * the profile's names wherever the dashboard shows them (top bar, user menu, home greeting: auth
 * owns the names, so their shell spots are here too) and the server's words on the sign-in page
 * and /settings.
 */

const MARKET_EMAIL = 'market@mailcraft.demo';

/** Where the dashboard shows the profile's names; fname and lname both hold the string. */
const DASHBOARD_SPOTS: Spot[] = [
  {
    name: 'top bar welcome line',
    region: () => one('.topbar__welcome'),
    expected: (text) => text || MARKET_EMAIL,
  },
  {
    name: 'user menu',
    region: () => one('.topbar__user'),
    // The menu shows "first last", trimmed, or the email when both are blank.
    expected: (text) => `${text} ${text}`.trim() || MARKET_EMAIL,
  },
  {
    name: 'home greeting',
    region: () => one('.dashboard-home__greeting'),
    expected: (text) => text || MARKET_EMAIL,
  },
];

/** The sign-in page, with the login call failing with `text` as the server's words. */
async function mountSignInFailure(
  failure: (text: string) => Parameters<typeof loginCall.failure>[0]['error'],
  expected: (text: string) => string,
): Promise<Mounted> {
  const { store } = await renderApp('/signin');
  await screen.findByRole('heading', { level: 1 });
  return oneAtATime(
    async (text) => {
      await act(async () => {
        store.dispatch(
          loginCall.failure({ request: { email: '', password: '' }, error: failure(text) }),
        );
        await Promise.resolve();
      });
    },
    [{ name: 'error alert', region: firstAlert, expected }],
  );
}

/** Shows each string as both of the profile's names, as a profile answer would set them. */
function namesShownBy(store: AppStore, profile: Profile): Mounted {
  return oneAtATime(async (text) => {
    await act(async () => {
      store.dispatch(profileRestored({ ...profile, fname: text, lname: text }));
      await Promise.resolve();
    });
  }, DASHBOARD_SPOTS);
}

/** The top bar and the home page as the dashboard layout themes them, without the rest of it. */
function TopBarAndHome() {
  const preferences = useAppSelector(selectPreferences);
  const theme = shellTheme(preferences);
  return (
    <ThemeProvider theme={theme}>
      <TopBar breakpoint="desktop" drawer={false} />
      <DashboardHomePage titleId="nav.dashboard" />
    </ThemeProvider>
  );
}

export const XSS_RENDERERS: RendererCases = [
  {
    name: 'top bar and home page: profile names (store)',
    blns: 'all',
    mount: async () => {
      const store = makeTestStore(createTestServices());
      const profile = profileSchema.parse(profileOf(db().users.get(2)!));
      store.dispatch(profileRestored(profile));
      renderInApp(store, <TopBarAndHome />);
      await settle();
      await screen.findByText((_content, element) =>
        Boolean(element?.classList.contains('dashboard-home__greeting')),
      );
      return namesShownBy(store, profile);
    },
  },
  {
    name: 'dashboard: profile names (store, whole app)',
    blns: 20,
    mount: async () => {
      const { store } = await renderApp('/dashboard', { as: 'market' });
      // get-profile must have answered, or its answer would overwrite the names shown below.
      await waitFor(() => {
        expect(store.getState().auth.profileLoad.data).not.toBeNull();
        one('.dashboard-home__greeting');
      });
      const profile = store.getState().auth.profile!;
      return namesShownBy(store, profile);
    },
  },
  {
    name: 'sign-in error: server message (status false)',
    blns: 'all',
    mount: () =>
      mountSignInFailure(
        (text) => ({ kind: 'status', httpStatus: 200, serverMessage: text, fieldErrors: [] }),
        // An empty message is no message: the page says "Wrong mail or password" instead.
        (text) => text || en['auth.wrongLogin'],
      ),
  },
  {
    name: 'sign-in error: field errors (422)',
    blns: 'all',
    mount: () =>
      mountSignInFailure(
        (text) => ({
          kind: 'http',
          httpStatus: 422,
          serverMessage: 'The given data was invalid.',
          fieldErrors: [text],
        }),
        (text) => text,
      ),
  },
  {
    name: 'sign-in error: the mock server answers the login with the message',
    blns: 10,
    mount: async () => {
      const { store, user } = await renderApp('/signin');
      await screen.findByRole('heading', { level: 1 });
      await user.type(screen.getByLabelText(en['auth.email']), MARKET_EMAIL);
      await user.type(screen.getByLabelText(en['auth.password']), 'wrong');
      // The server refuses each login with the string as its message (read at every call).
      const refusal: Refusal = { message: '' };
      failCall(loginEndpoint, refusal);
      const submit = screen.getByRole('button', { name: en['auth.submit'] });
      return oneAtATime(
        async (text) => {
          refusal.message = text;
          await user.click(submit);
          await waitFor(() => {
            const { login } = store.getState().auth;
            expect(login.loading).toBe(false);
            expect(login.error?.serverMessage ?? '').toBe(text);
          });
        },
        [
          {
            name: 'error alert',
            region: firstAlert,
            expected: (text) => text || en['auth.wrongLogin'],
          },
        ],
      );
    },
  },
  {
    name: '/settings: server message',
    blns: 100,
    mount: async () => {
      const { store } = await renderApp('/settings', { as: 'newcomer' });
      await screen.findByLabelText(en['settings.fname']);
      return oneAtATime(
        async (text) => {
          await act(async () => {
            store.dispatch(
              editProfileCall.failure({
                request: { fname: '', lname: '', phone_no: '' },
                error: { kind: 'status', httpStatus: 200, serverMessage: text, fieldErrors: [] },
              }),
            );
            await Promise.resolve();
          });
        },
        [
          {
            name: 'error alert',
            region: firstAlert,
            expected: (text) => text || en['error.profileSystem'],
          },
        ],
      );
    },
  },
];

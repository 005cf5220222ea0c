import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getConfig } from '../../../src/config/env';
import { en } from '../../../src/i18n/locales/en';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../utils/renderApp';
import { preloadAppModules } from '../../utils/appSetup';

preloadAppModules();

const urlOf = (path: string) => `${getConfig().apiBases.main}${path}`;
const EDIT_URL = () => urlOf('edit-basicuser-profile');
const COMPLETE_URL = () => urlOf('update-profilecomplete-status');

/** The POST bodies the app sends, by URL. */
function recordPosts() {
  const seen: { url: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    void request
      .clone()
      .text()
      .then((text) =>
        seen.push({ url: request.url, body: text ? (JSON.parse(text) as unknown) : null }),
      );
  });
  return seen;
}

const fnameInput = () => screen.getByLabelText(en['settings.fname']);
const lnameInput = () => screen.getByLabelText(en['settings.lname']);
const phoneInput = () => screen.getByLabelText(en['settings.phone']);
// While its loading icon fades out, antd's button is named "loading Save and continue".
const saveButton = () =>
  screen.getByRole('button', { name: new RegExp(`${en['settings.save']}$`) });

async function openSettings() {
  const view = await renderApp('/settings', { as: 'newcomer' });
  await screen.findByRole('heading', { level: 1, name: en['settings.title'] });
  await screen.findByLabelText(en['settings.fname']);
  return view;
}

async function fillValidProfile(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.clear(fnameInput());
  await user.type(fnameInput(), 'Nora');
  await user.clear(lnameInput());
  await user.type(lnameInput(), 'Newman');
  await user.clear(phoneInput());
  await user.type(phoneInput(), '555 123 4567');
}

afterEach(() => server.events.removeAllListeners());

describe('profile completion form', () => {
  it('shows the form with what the profile already knows', async () => {
    await openSettings();

    expect(fnameInput()).toHaveValue('Noah');
    expect(lnameInput()).toHaveValue('Newcomer');
    expect(phoneInput()).toHaveValue('');
    expect(saveButton()).toBeEnabled();
  });

  it('asks for every field when submitted empty and sends nothing', async () => {
    const posts = recordPosts();
    const { user } = await openSettings();

    await user.clear(fnameInput());
    await user.clear(lnameInput());
    await user.click(saveButton());

    expect(await screen.findByText(en['settings.fname.required'])).toBeInTheDocument();
    expect(await screen.findByText(en['settings.lname.required'])).toBeInTheDocument();
    expect(await screen.findByText(en['settings.phone.required'])).toBeInTheDocument();
    expect(posts.map((entry) => entry.url)).not.toContain(EDIT_URL());
  });

  it('refuses a phone number that is not a 10-digit US number', async () => {
    const posts = recordPosts();
    const { user } = await openSettings();

    await user.type(phoneInput(), '12345');
    await user.tab();
    expect(await screen.findByText(en['settings.phone.invalid'])).toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText(en['settings.phone.invalid'])).toBeInTheDocument();
    expect(posts.map((entry) => entry.url)).not.toContain(EDIT_URL());
  });

  it('saves the profile, marks it complete and goes to the dashboard', async () => {
    const posts = recordPosts();
    const { user, router } = await openSettings();

    await fillValidProfile(user);
    expect(phoneInput()).toHaveValue('(555) 123-4567');
    await user.click(saveButton());

    expect(await screen.findByRole('navigation', { name: en['nav.label'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    const edit = posts.find((entry) => entry.url === EDIT_URL());
    expect(edit?.body).toEqual({
      fname: 'Nora',
      lname: 'Newman',
      phone_no: '5551234567',
      api_token: 'seed-token-newcomer',
    });
    const complete = posts.find((entry) => entry.url === COMPLETE_URL());
    expect(complete?.body).toEqual({ profilecomplete_status: 1, api_token: 'seed-token-newcomer' });
    expect(posts.findIndex((entry) => entry.url === EDIT_URL())).toBeLessThan(
      posts.findIndex((entry) => entry.url === COMPLETE_URL()),
    );

    expect(db().users.get(3)).toMatchObject({
      fname: 'Nora',
      lname: 'Newman',
      phone_no: '5551234567',
      profilecomplete_status: 1,
    });
  });
});

describe('profile completion failures', () => {
  it('says the profile system is unavailable when the server fails without a message', async () => {
    server.use(http.post(EDIT_URL(), () => new HttpResponse(null, { status: 500 })));
    const posts = recordPosts();
    const { user, router } = await openSettings();

    await fillValidProfile(user);
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(en['error.profileSystem']);
    expect(router.state.location.pathname).toBe('/settings');
    expect(posts.map((entry) => entry.url)).not.toContain(COMPLETE_URL());
    expect(db().users.get(3)?.profilecomplete_status).toBe(0);
    expect(saveButton()).toBeEnabled();
  });

  it("shows the server's field errors from a 422", async () => {
    server.use(
      http.post(EDIT_URL(), () =>
        HttpResponse.json(
          {
            status: false,
            message: 'The given data was invalid.',
            errors: { phone_no: ['The phone number has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, router } = await openSettings();

    await fillValidProfile(user);
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The phone number has already been taken.',
    );
    expect(router.state.location.pathname).toBe('/settings');
    expect(db().users.get(3)?.profilecomplete_status).toBe(0);
  });
});

import { screen } from '@testing-library/react';
import {
  editBasicUserProfileEndpoint,
  updateProfileCompleteEndpoint,
} from '../../../src/features/auth/api';
import { en } from '../../../src/i18n/locales/en';
import { shellEn } from '../../../src/i18n/locales/domains/shell/en';
import { db } from '../../../src/mocks/db';
import { endpointUrl } from '../../../src/mocks/kit/handle';
import { type User, renderApp } from '../../utils/renderApp';
import { failCall } from '../../utils/overrides';
import { recordRequests } from '../../utils/requests';
import { preloadAppModules } from '../../utils/appSetup';

preloadAppModules();

const EDIT_URL = () => endpointUrl(editBasicUserProfileEndpoint);
const COMPLETE_URL = () => endpointUrl(updateProfileCompleteEndpoint);

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

async function fillValidProfile(user: User) {
  await user.clear(fnameInput());
  await user.type(fnameInput(), 'Nora');
  await user.clear(lnameInput());
  await user.type(lnameInput(), 'Newman');
  await user.clear(phoneInput());
  await user.type(phoneInput(), '555 123 4567');
}

describe('profile completion form', () => {
  it('shows the form with what the profile already knows', async () => {
    await openSettings();

    expect(fnameInput()).toHaveValue('Noah');
    expect(lnameInput()).toHaveValue('Newcomer');
    expect(phoneInput()).toHaveValue('');
    expect(saveButton()).toBeEnabled();
  });

  it('asks for every field when submitted empty and sends nothing', async () => {
    const posts = recordRequests();
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
    const posts = recordRequests();
    const { user } = await openSettings();

    await user.type(phoneInput(), '12345');
    await user.tab();
    expect(await screen.findByText(en['settings.phone.invalid'])).toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText(en['settings.phone.invalid'])).toBeInTheDocument();
    expect(posts.map((entry) => entry.url)).not.toContain(EDIT_URL());
  });

  it('saves the profile, marks it complete and goes to the dashboard', async () => {
    const posts = recordRequests();
    const { user, router } = await openSettings();

    await fillValidProfile(user);
    expect(phoneInput()).toHaveValue('(555) 123-4567');
    await user.click(saveButton());

    expect(await screen.findByRole('navigation', { name: shellEn['nav.label'] })).toBeInTheDocument();
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
    failCall(editBasicUserProfileEndpoint, 'http500');
    const posts = recordRequests();
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
    failCall(editBasicUserProfileEndpoint, {
      message: 'The given data was invalid.',
      status: 422,
      errors: { phone_no: ['The phone number has already been taken.'] },
    });
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

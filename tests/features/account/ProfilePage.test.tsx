import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  changePasswordEndpoint,
  checkAccountPhoneEndpoint,
  editCoachEndpoint,
  updateEmailEndpoint,
  updateMobileEndpoint,
  updateReferralNotesEndpoint,
  updateSecondaryEmailEndpoint,
} from '../../../src/features/account/api';
import { editBasicUserProfileEndpoint } from '../../../src/features/auth';
import { db } from '../../../src/mocks/db';
import { DEMO_PASSWORD } from '../../../src/mocks/auth/seed';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordBodiesTo, recordRequests, sentTo } from '../../utils/requests';
import type { DemoUser } from '../../utils/session';

/**
 * /dashboard/account through the route, against the mock backend (src/mocks/account): each form
 * with its call and the spec's words, the loader after a change, the drafts that survive leaving
 * the page, the question before leaving, and the fields each role has.
 */

preloadAppModules(() => import('../../../src/features/account/pages/ProfilePage'));

const PROFILE_SYSTEM =
  'There was an issue communicating with our internal profile system, please try again later.';

async function open(as: DemoUser = 'market') {
  const view = await renderApp('/dashboard/account', { as });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
  ).toBeVisible();
  return view;
}

/** The card of one form, by its title. */
const card = (title: string) =>
  screen.getByRole('region', { name: title });

const maya = () => db().users.get(2)!;

/** The spec's loader covers the page for 2000 ms after a change: nothing can be clicked meanwhile. */
const loaderGone = () =>
  waitFor(() => expect(screen.queryByText('Updating your profile…')).toBeNull(), {
    timeout: 4000,
  });

describe('/dashboard/account: details', () => {
  it('shows the Marketplace user’s forms, filled with the profile', async () => {
    await open();
    for (const title of [
      'Your details',
      'Email addresses',
      'Mobile number',
      'Password',
      'Referral notes',
    ])
      expect(card(title)).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('Maya');
    expect(screen.getByLabelText('Email')).toHaveValue('market@mailcraft.demo');
    expect(screen.getByLabelText('Mobile')).toHaveValue('(555) 010-0002');
    expect(screen.queryByLabelText('Business name')).toBeNull();
  });

  it('saves the name, tells the user, covers the page for the spec’s 2000 ms, and the top bar follows', async () => {
    const bodies = recordBodiesTo(editBasicUserProfileEndpoint);
    const { user, store } = await open();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Maya-Lee');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your changes are saved.')).toBeVisible();
    expect(bodies).toEqual([{ fname: 'Maya-Lee', lname: 'Market', phone_no: '5550100002' }]);
    expect(maya().fname).toBe('Maya-Lee');
    expect(screen.getByText('Updating your profile…')).toBeVisible();
    // The shell's profile (the top bar's greeting) and the stored session follow.
    expect(store.getState().auth.profile?.fname).toBe('Maya-Lee');
    expect(window.localStorage.getItem('logindata')).toContain('"fname":"Maya-Lee"');
    await loaderGone();
  });

  it('refuses a blank first name with the page’s words and sends nothing', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please input your first name!')).toBeVisible();
    expect(sentTo(seen, editBasicUserProfileEndpoint)).toHaveLength(0);
  });

  it('keeps the edits when the save fails, with the spec’s profile-system words', async () => {
    failCall(editBasicUserProfileEndpoint, 'http500');
    const { user } = await open();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Mara');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await within(card('Your details')).findByRole('alert')).toHaveTextContent(
      PROFILE_SYSTEM,
    );
    expect(first).toHaveValue('Mara');
  });

  it('gives a PRO user the business name through edit_coach, and the referral domain to read', async () => {
    const bodies = recordBodiesTo(editCoachEndpoint);
    const { user } = await open('studio');
    expect(screen.getByText('brightlanestudio.com')).toBeVisible();
    const business = screen.getByLabelText('Business name');
    await user.clear(business);
    await user.type(business, 'Bright Lane & Co');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your changes are saved.')).toBeVisible();
    expect(bodies).toEqual([
      // The industry goes back unchanged (the catalogue's; sign-up chose it).
      { fname: 'Stella', lname: 'Studio', business_name: 'Bright Lane & Co', industry_id: 1 },
    ]);
  });

  it('gives the super admin no referral notes', async () => {
    await open('admin');
    expect(card('Your details')).toBeVisible();
    expect(screen.queryByText('Referral notes')).toBeNull();
  });
});

describe('/dashboard/account: email, mobile and notes', () => {
  it('checks the address with the spec’s words and shows the server’s refusal of a taken one', async () => {
    const { user } = await open();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'maya@');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('The input is not valid Email!')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'STUDIO@mailcraft.demo');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(await within(card('Email addresses')).findByRole('alert')).toHaveTextContent(
      'The email has already been taken.',
    );
    expect(maya().email).toBe('market@mailcraft.demo');
  });

  it('changes the sign-in address and adds a second one that must differ from it', async () => {
    const primary = recordBodiesTo(updateEmailEndpoint);
    const secondary = recordBodiesTo(updateSecondaryEmailEndpoint);
    const { user } = await open();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, '  maya.lee@example.com ');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    await waitFor(() => expect(maya().email).toBe('maya.lee@example.com'));
    expect(primary).toEqual([{ email: 'maya.lee@example.com' }]);
    await loaderGone();

    const second = screen.getByLabelText('Secondary email');
    await user.type(second, 'Maya.Lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Save secondary email' }));
    expect(
      await screen.findByText('Use an address other than your sign-in email.'),
    ).toBeVisible();
    await user.clear(second);
    await user.type(second, 'office@example.org');
    await user.click(screen.getByRole('button', { name: 'Save secondary email' }));
    await waitFor(() => expect(maya().secondary_email).toBe('office@example.org'));
    expect(secondary).toEqual([{ secondary_email: 'office@example.org' }]);
  });

  it('checks the mobile against the other accounts, then saves it as digits', async () => {
    const checks = recordBodiesTo(checkAccountPhoneEndpoint);
    const updates = recordBodiesTo(updateMobileEndpoint);
    const { user } = await open();
    const mobile = screen.getByLabelText('Mobile');
    await user.clear(mobile);
    await user.type(mobile, '555 010 0001');
    await user.click(screen.getByRole('button', { name: 'Save mobile' }));
    expect(await within(card('Mobile number')).findByRole('alert')).toHaveTextContent(
      'This number already belongs to another account.',
    );
    expect(updates).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, '+1 503.555.0147');
    await user.tab();
    expect(mobile).toHaveValue('(503) 555-0147');
    await user.click(screen.getByRole('button', { name: 'Save mobile' }));
    await waitFor(() => expect(maya().phone_no).toBe('5035550147'));
    expect(checks.at(-1)).toEqual({ phone_number: '5035550147' });
    expect(updates).toEqual([{ phone_no: '5035550147' }]);
  });

  it('refuses a mobile that is not a US number with the page’s words', async () => {
    const { user } = await open();
    const mobile = screen.getByLabelText('Mobile');
    await user.clear(mobile);
    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'Save mobile' }));
    expect(
      await screen.findByText('Enter a 10-digit US number, such as (503) 555-0147.'),
    ).toBeVisible();
  });

  it('saves referral notes, and words any failure as the spec’s profile-system message', async () => {
    const bodies = recordBodiesTo(updateReferralNotesEndpoint);
    const { user } = await open();
    const notes = screen.getByLabelText('Who referred you, or how you heard of us');
    await user.type(notes, 'Stella at Bright Lane');
    failCall(updateReferralNotesEndpoint, { message: 'Database is down', status: 500 });
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await within(card('Referral notes')).findByRole('alert')).toHaveTextContent(
      PROFILE_SYSTEM,
    );
    expect(bodies).toEqual([{ referral_notes: 'Stella at Bright Lane' }]);
  });
});

describe('/dashboard/account: password', () => {
  const fill = async (
    user: Awaited<ReturnType<typeof open>>['user'],
    current: string,
    next: string,
    confirm = next,
  ) => {
    await user.type(screen.getByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('checks the rules and the confirmation before anything is sent', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await fill(user, DEMO_PASSWORD, 'short', 'other');
    expect(await screen.findByText('The new password does not meet the rules above.')).toBeVisible();
    expect(screen.getByText('The two passwords do not match.')).toBeVisible();
    expect(sentTo(seen, changePasswordEndpoint)).toHaveLength(0);
  });

  it('shows the server’s refusal of a wrong current password', async () => {
    const { user } = await open();
    await fill(user, 'not-it-1', 'Harbor2026!');
    expect(await within(card('Password')).findByRole('alert')).toHaveTextContent(
      'The current password is incorrect.',
    );
    expect(maya().password).toBe(DEMO_PASSWORD);
  });

  it('changes it once, empties the form and says so', async () => {
    const bodies = recordBodiesTo(changePasswordEndpoint);
    const { user } = await open();
    await fill(user, DEMO_PASSWORD, 'Harbor2026!');
    expect(
      await screen.findByText('Your password is changed. Use the new one next time you sign in.'),
    ).toBeVisible();
    expect(bodies).toEqual([{ current_password: DEMO_PASSWORD, new_password: 'Harbor2026!' }]);
    expect(maya().password).toBe('Harbor2026!');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });
});

describe('/dashboard/account: unsaved changes', () => {
  it('keeps what was typed when the page is left and opened again, and can discard it', async () => {
    const { user } = await open();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Mara');
    cleanup();

    const again = await open();
    expect(screen.getByLabelText('First name')).toHaveValue('Mara');
    expect(
      screen.getByText('Changes you had not saved yet are back in the form.'),
    ).toBeVisible();
    await again.user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Maya');
    cleanup();
    await open();
    expect(screen.getByLabelText('First name')).toHaveValue('Maya');
  });

  it('never keeps a password in the draft', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Current password'), 'Secret-123');
    await user.type(screen.getByLabelText('Who referred you, or how you heard of us'), 'x');
    const stored = Object.keys(window.localStorage)
      .map((key) => window.localStorage.getItem(key) ?? '')
      .join('\n');
    expect(stored).not.toContain('Secret-123');
    expect(stored).toContain('"referral_notes":"x"');
  });

  it('asks before leaving with unsaved changes, and stays when told', async () => {
    const { user, router } = await open();
    await user.type(screen.getByLabelText('Last name'), 'son');
    await router.navigate('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/dashboard/account');
    expect(screen.getByLabelText('Last name')).toHaveValue('Marketson');
  });
});

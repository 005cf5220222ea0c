import { screen, waitFor } from '@testing-library/react';
import { readExternalProfile, saveExternalProfile } from '../../../src/lib/externalProfile';
import { db } from '../../../src/mocks/db';
import { preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';

/** /oauth/register and the public /pro-plan, through their routes (issue 28). */

preloadAppModules(
  () => import('../../../src/features/signup/pages/OauthRegisterPage'),
  () => import('../../../src/features/signup/components/PublicProPlan'),
  () => import('../../../src/features/billing/pages/ProPlanPage'),
  () => import('../../../src/features/billing/pages/ProPlanSignedIn'),
);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('/oauth/register', () => {
  it('without a kept external profile, says so and offers the provider or the plain sign-up', async () => {
    await renderApp('/oauth/register');
    expect(await screen.findByText('There is no external sign-in to complete here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in with a provider' })).toHaveAttribute(
      'href',
      '/oauth/login',
    );
    expect(screen.getByRole('link', { name: 'Sign up with an email address' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('fills the form from the provider’s socialite variables, the email fixed', async () => {
    saveExternalProfile({
      fname: 'Olive Oak',
      email: 'olive@example.com',
      phone_no: '5550109911',
      address: '1 Elm St',
      city: 'Springfield',
      zipcode: '01101',
      flag: 'github',
    });
    await renderApp('/oauth/register');
    expect(await screen.findByLabelText('First name')).toHaveValue('Olive');
    expect(screen.getByLabelText('Last name')).toHaveValue('Oak');
    expect(screen.getByLabelText('Email')).toHaveValue('olive@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('(555) 010-9911');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
  });
});

describe('/oauth/register, completed', () => {
  it('creates the account for the vouched address and forgets the provider’s profile', async () => {
    saveExternalProfile({
      fname: 'Olive Oak',
      email: 'olive@example.com',
      phone_no: '5550109911',
      address: '',
      city: '',
      zipcode: '',
      flag: 'github',
    });
    const { user, router } = await renderApp('/oauth/register');
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'Harbour7lights');
    await user.type(screen.getByLabelText('Confirm password'), 'Harbour7lights');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Business name'), 'Olive Oils');
    await waitFor(() =>
      expect(screen.getByLabelText('Industry').querySelectorAll('option').length).toBeGreaterThan(
        1,
      ),
    );
    await user.selectOptions(screen.getByLabelText('Industry'), '1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(db().users.filter((row) => row.email === 'olive@example.com')).toHaveLength(1);
    expect(readExternalProfile()).toBeNull();
  });
});

describe('/pro-plan', () => {
  it('signed out, shows the reseller’s plans without antd and leads into sign-up with the plan chosen', async () => {
    const { user, router } = await renderApp('/pro-plan/brightlanestudio.com');
    expect(await screen.findByText(/^Plans offered by/)).toHaveTextContent(
      'Plans offered by Bright Lane Design Studio',
    );
    await waitFor(() => expect(screen.getByText('$79.00/month')).toBeVisible());
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start with Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    const draft = JSON.parse(window.localStorage.getItem('mailcraft.signupDraft.signup')!) as {
      plan: string;
      period: string;
      referral: { user_id: number };
    };
    expect(draft).toMatchObject({ plan: 'pro', period: 'annual', referral: { user_id: 4 } });
  });

  it('signed in, keeps the upgrade picker', async () => {
    await renderApp('/pro-plan', { as: 'market' });
    expect(await screen.findByRole('heading', { level: 1, name: 'PRO plan' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: /Annual/ })).toBeInTheDocument();
  });
});

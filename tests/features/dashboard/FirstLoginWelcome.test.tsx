import { screen, waitFor, within } from '@testing-library/react';
import { firstLoginSeenEndpoint } from '../../../src/features/dashboard/welcome/api';
import { STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { db } from '../../../src/mocks/db';
import { endpointUrl } from '../../../src/mocks/kit/handle';
import { server } from '../../../src/mocks/node';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { DEMO_EMAILS, type DemoUser } from '../../utils/session';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';

preloadAppModules();
atDesktopWidth();

/** A seeded account made new: the server says it has not met the welcome. */
function firstLoginOf(who: DemoUser) {
  const user = db().users.find((row) => row.email === DEMO_EMAILS[who])!;
  db().users.update(user.id, { firstlogin_status: 0 });
  return user.id;
}

/** The bodies the flag call sent. */
function recordFlagCalls() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url === endpointUrl(firstLoginSeenEndpoint))
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

afterEach(() => {
  server.events.removeAllListeners();
});

const welcome = () => screen.findByRole('dialog', { name: 'Welcome to Mailcraft, Maya!' });

describe('the first-login welcome', () => {
  it('greets a new Marketplace user on the dashboard with their first three steps', async () => {
    firstLoginOf('market');
    await renderApp('/dashboard', { as: 'market' });
    const dialog = await welcome();
    expect(
      within(dialog).getByText('Your account is ready. Here is how to send your first campaign:'),
    ).toBeVisible();
    const steps = within(dialog).getAllByRole('link');
    expect(steps.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fund your account', '/dashboard/membership'],
      ['Upload your contacts', '/dashboard/mailing'],
      ['Order a campaign', '/dashboard/templates'],
    ]);
  });

  it('closes for good: the flag call once, the browser remembers, the server too', async () => {
    const id = firstLoginOf('market');
    const sent = recordFlagCalls();
    const { user, unmount } = await renderApp('/dashboard', { as: 'market' });
    const dialog = await welcome();
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstlogin_status: 1 });
    expect(window.localStorage.getItem(STORAGE_KEYS.hideFirstLoginModal)).toBe(String(id));
    await waitFor(() => expect(db().users.get(id)!.firstlogin_status).toBe(1));
    unmount();

    await renderApp('/dashboard', { as: 'market' });
    await screen.findByRole('heading', { level: 2, name: /Maya/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed in this browser when the flag call fails, and shows no error', async () => {
    firstLoginOf('market');
    failCall(firstLoginSeenEndpoint, 'http500');
    const { user, unmount } = await renderApp('/dashboard', { as: 'market' });
    await user.click(within(await welcome()).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    await renderApp('/dashboard', { as: 'market' });
    await screen.findByRole('heading', { level: 2, name: /Maya/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still greets another account that signs in on the same browser', async () => {
    firstLoginOf('studio');
    window.localStorage.setItem(STORAGE_KEYS.hideFirstLoginModal, '2');
    await renderApp('/dashboard', { as: 'studio' });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Mailcraft, Stella!' });
    expect(within(dialog).getByRole('link', { name: 'Design a card' })).toHaveAttribute(
      'href',
      '/dashboard/card',
    );
  });

  it('is not shown to an account that has met it, and Getting started opens it without a call', async () => {
    const sent = recordFlagCalls();
    const { user } = await renderApp('/dashboard', { as: 'market' });
    await screen.findByRole('heading', { level: 2, name: /Maya/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Getting started' }));
    const dialog = await welcome();
    await user.click(within(dialog).getByRole('link', { name: 'Upload your contacts' }));
    await screen.findByRole('heading', { level: 1, name: 'My Contact Lists' });
    expect(sent).toEqual([]);
  });
});

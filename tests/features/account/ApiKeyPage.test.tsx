import { screen, waitFor, within } from '@testing-library/react';
import {
  apiKeyEndpoint,
  regenerateApiKeyEndpoint,
  revealApiKeyEndpoint,
} from '../../../src/features/account/api';
import { db } from '../../../src/mocks/db';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall, loseAnswerOf } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, sentTo } from '../../utils/requests';

/**
 * /dashboard/apikey through the route, as Maya (the seed gives her a key since April): masked
 * until Reveal, Copy with its confirmation, Regenerate after a confirmation that old integrations
 * stop working, once per intent even after a lost answer.
 */

preloadAppModules(() => import('../../../src/features/account/pages/ApiKeyPage'));

const SEEDED = 'mc_live_7GkQ2vXb9LmN4pRt6WcY8zHd3JsF5aKe';
const MASKED = 'mc_live_••••••••5aKe';

async function open() {
  const view = await renderApp('/dashboard/apikey', { as: 'market' });
  expect(await screen.findByRole('heading', { level: 1, name: 'API Key' })).toBeVisible();
  await screen.findByText(MASKED);
  return view;
}

const liveKeys = () => db().apiKeys.filter((row) => row.user_id === 2 && row.revoked_at === null);

describe('/dashboard/apikey', () => {
  it('shows the key masked, with when it was made, and reveals and hides it', async () => {
    const { user } = await open();
    expect(screen.queryByText(SEEDED)).toBeNull();
    expect(screen.getByText(/^Created 04-14-2026 \| \d\d:\d\d:00$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText(SEEDED)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByText(MASKED)).toBeVisible();
    expect(screen.queryByText(SEEDED)).toBeNull();
  });

  it('copies the whole key, reading it first, and says it was copied', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('API key copied to the clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(SEEDED);
    // Still masked on screen: copying is not showing.
    expect(screen.getByText(MASKED)).toBeVisible();
  });

  it('regenerates after the confirmation, shows the new key in full, and the old one stops working', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the API key?' });
    expect(dialog).toHaveTextContent(
      'The current key stops working at once: every integration that uses it fails until you give it the new key.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Your new API key')).toBeVisible();
    const [live] = liveKeys();
    expect(live?.key).not.toBe(SEEDED);
    expect(screen.getByText(live!.key)).toBeVisible();
    expect(db().apiKeys.find((row) => row.key === SEEDED)?.revoked_at).not.toBeNull();
    expect(sentTo(seen, regenerateApiKeyEndpoint)).toHaveLength(1);
  });

  it('cancelling the confirmation changes nothing', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentTo(seen, regenerateApiKeyEndpoint)).toHaveLength(0);
    expect(liveKeys().map((row) => row.key)).toEqual([SEEDED]);
  });

  it('makes one new key per intent, even when the answer is lost and the user tries again', async () => {
    const { user } = await open();
    loseAnswerOf(regenerateApiKeyEndpoint);
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Regenerate the API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(
      await screen.findByText(
        'We did not hear back, so we cannot tell yet whether this went through. Pressing again will not charge you twice.',
      ),
    ).toBeVisible();
    const madeOnce = liveKeys();
    expect(madeOnce).toHaveLength(1);
    expect(madeOnce[0]?.key).not.toBe(SEEDED);

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    dialog = await screen.findByRole('dialog', { name: 'Regenerate the API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(madeOnce[0]!.key)).toBeVisible();
    expect(liveKeys()).toEqual(madeOnce);
    expect(db().apiKeys.filter((row) => row.user_id === 2)).toHaveLength(2);
  });

  it('says when the key cannot be loaded, and Retry loads it', async () => {
    failCall(apiKeyEndpoint, 'http500', { once: true });
    const { user } = await renderApp('/dashboard/apikey', { as: 'market' });
    const alert = await screen.findByText('Your API key could not be loaded. Please try again.');
    expect(alert).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(MASKED)).toBeVisible();
  });

  it('says when the key cannot be shown, and shows nothing of it', async () => {
    failCall(revealApiKeyEndpoint, 'network');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(
      await screen.findByText('The key could not be shown. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText(SEEDED)).toBeNull());
  });

  it('offers a key to a user who has none', async () => {
    db().apiKeys.update(1, { revoked_at: '2026-05-01T00:00:00.000Z' });
    const { user } = await renderApp('/dashboard/apikey', { as: 'market' });
    expect(await screen.findByText('You have no API key yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generate a key' }));
    expect(await screen.findByText('Your new API key')).toBeVisible();
    expect(liveKeys()).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { zapHistoryEndpoint } from '../../../src/features/campaigns/ordering/api';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall, overrideCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { bodyRows, findPageHeading, pagerOf, tableByCaption } from '../contacts/contactsTestKit';

preloadAppModules(() => import('../../../src/features/campaigns/pages/ZapCampaignsPage'));
atDesktopWidth();

const MAYA = 2;
const CAPTION = 'Templates sent by your zaps';
const PAGER = 'Pages of Zapier sends';

async function openZapCampaigns() {
  const view = await renderApp('/dashboard/Zap-campaigns', { as: 'market' });
  await findPageHeading('Zap Campaigns');
  return view;
}

/** The rows of the history table once the page's call has answered with some. */
async function rowsShown(count: number) {
  await waitFor(() => expect(bodyRows(tableByCaption(CAPTION))).toHaveLength(count));
  return bodyRows(tableByCaption(CAPTION));
}

describe('/dashboard/Zap-campaigns', () => {
  it('lists the zaps’ sends newest first, the date as MM-DD-YYYY | HH:mm:ss in local time', async () => {
    // Planted with local parts, so the expected text holds in any time zone; newest, so first.
    db().zapSends.insert({
      user_id: MAYA,
      template_id: 6,
      template_title: 'Welcome text for new leads',
      template_type: 'sms',
      recipient: '(207) 555-0100',
      zap_name: 'Open house sign-up → welcome text',
      sent_at: new Date(2099, 0, 2, 3, 4, 5).toISOString(),
      status: 'failed',
      failure_reason: 'not_mobile',
    });
    await openZapCampaigns();
    const [first] = await rowsShown(10);
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '01-02-2099 | 03:04:05',
      'Open house sign-up → welcome text',
      // The template's title, then its channel.
      'Welcome text for new leadsSMS',
      '(207) 555-0100',
      // A failed send says why.
      'FailedThe number is not a mobile number.',
    ]);
    expect(
      within(tableByCaption(CAPTION))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sent on', 'Zap', 'Template', 'Recipient', 'Status']);
    // The seed's latest two sends are still queued.
    expect(within(tableByCaption(CAPTION)).getAllByText('Queued')).toHaveLength(2);
    expect(within(pagerOf(PAGER)).getByText('26 sends')).toBeInTheDocument();
  });

  it('pages ten at a time, sending limit and offset', async () => {
    const seen = recordRequests();
    const { user } = await openZapCampaigns();
    await rowsShown(10);
    expect(within(pagerOf(PAGER)).getByText('25 sends')).toBeInTheDocument();
    await user.click(within(pagerOf(PAGER)).getByRole('button', { name: 'Page 3' }));
    await rowsShown(5);
    await user.click(within(pagerOf(PAGER)).getByRole('button', { name: 'Previous' }));
    await rowsShown(10);
    expect(bodiesTo(seen, zapHistoryEndpoint)).toEqual([
      { limit: 10, offset: 0 },
      { limit: 10, offset: 20 },
      { limit: 10, offset: 10 },
    ]);
    // Page 3 holds the oldest five, in the seed's order.
    await user.click(within(pagerOf(PAGER)).getByRole('button', { name: 'Next' }));
    const oldest = await rowsShown(5);
    expect(within(oldest.at(-1)!).getByText('New Zillow lead → welcome text')).toBeInTheDocument();
  });

  it('says why the history failed, in the server’s words, and Retry loads it', async () => {
    failCall(
      zapHistoryEndpoint,
      { message: 'Zapier history is being rebuilt.', status: 503 },
      {
        once: true,
      },
    );
    const { user } = await openZapCampaigns();
    expect(await screen.findByText('Zapier history is being rebuilt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await rowsShown(10);
    expect(screen.queryByText('Zapier history is being rebuilt.')).not.toBeInTheDocument();
  });

  it('says the history could not be loaded when the server sends no words', async () => {
    failCall(zapHistoryEndpoint, 'network');
    await openZapCampaigns();
    expect(await screen.findByText('The Zapier history could not be loaded.')).toBeInTheDocument();
    expect(bodyRows(tableByCaption(CAPTION))).toHaveLength(0);
  });

  it('survives a malformed answer: it says so and shows no row', async () => {
    overrideCall(zapHistoryEndpoint, () =>
      HttpResponse.json({
        status: 'Success',
        data: [{ id: 'one', zap_name: 42, sent_at: null }, 'not a send'],
        total_count: 'many',
      }),
    );
    await openZapCampaigns();
    expect(await screen.findByText('The Zapier history could not be loaded.')).toBeInTheDocument();
    expect(bodyRows(tableByCaption(CAPTION))).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the zaps have sent nothing yet', async () => {
    db()
      .zapSends.filter((row) => row.user_id === MAYA)
      .forEach((row) => db().zapSends.remove(row.id));
    await openZapCampaigns();
    expect(
      await screen.findByText('Your zaps have not sent any templates yet.'),
    ).toBeInTheDocument();
  });
});

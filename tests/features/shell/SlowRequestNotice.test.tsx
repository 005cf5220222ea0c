import { act, screen } from '@testing-library/react';
import { HttpResponse, delay } from 'msw';
import { listCampaignsEndpoint } from '../../../src/features/campaigns/api';
import { overrideCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';

/** A request slower than usual is said to be still working, and the user can stop waiting. */
preloadAppModules(() => import('../../../src/features/campaigns/pages/CampaignLibraryPage'));
atDesktopWidth();

describe('a slow request', () => {
  it('says it is still working after five seconds, and Stop waiting gives it up with Retry', async () => {
    overrideCall(
      listCampaignsEndpoint,
      async () => {
        await delay('infinite');
        return HttpResponse.error();
      },
      { once: true },
    );
    const { user } = await renderApp('/dashboard/campaigns', { as: 'studio' });
    expect(screen.queryByText('Still working: this is taking longer than usual.')).toBeNull();
    // Five seconds pass with the list still on its way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 5_200)));
    expect(
      await screen.findByText('Still working: this is taking longer than usual.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Still working: this is taking longer than usual.')).toBeNull();
  }, 15_000);
});

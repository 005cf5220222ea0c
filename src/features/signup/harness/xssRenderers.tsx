import { act, waitFor } from '@testing-library/react';
import type { AppStore } from '../../../app/store';
import type { Affiliate } from '../api';
import { affiliateCall } from '../slice';
import { renderApp } from '../../../../tests/utils/renderApp';
import { type RendererCases, one, oneAtATime } from '../../../../tests/unit/xss/rendererKit';

/**
 * The signup feature's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx finds
 * this file by glob): what the public pages show of a PRO reseller's own fields — their business
 * name, first name and referral domain — on /affiliate/{domain} and on the public /pro-plan.
 */

const SEEDED: Affiliate = {
  user_id: 4,
  business_name: 'Bright Lane Design Studio',
  fname: 'Stella',
  domain: 'brightlanestudio.com',
};

async function mounted(path: string, loaded: string): Promise<AppStore> {
  window.sessionStorage.clear();
  const { store } = await renderApp(path);
  await waitFor(() => one(loaded), { timeout: 15_000 });
  return store;
}

function showAffiliate(store: AppStore, change: Partial<Affiliate>) {
  return act(async () => {
    store.dispatch(
      affiliateCall.success({
        request: { domain_name: SEEDED.domain },
        data: { ...SEEDED, ...change },
        totalCount: undefined,
        message: undefined,
      }),
    );
    await Promise.resolve();
  });
}

export const XSS_RENDERERS: RendererCases = [
  {
    name: '/affiliate/{domain}: the reseller’s business name and first name (store)',
    blns: 'all',
    preload: [() => import('../pages/AffiliateLandingPage')],
    mount: async () => {
      const store = await mounted(`/affiliate/${SEEDED.domain}`, '.signup__affiliate-name');
      return oneAtATime(
        (text) => showAffiliate(store, { business_name: text, fname: text }),
        [
          {
            name: 'business name',
            region: () => one('.signup__affiliate-name'),
            // An empty business name is shown as the reseller's domain.
            expected: (text) => text || SEEDED.domain,
          },
          {
            name: 'first name',
            region: () => one('.signup__affiliate-fname'),
            expected: (text) => text || SEEDED.domain,
          },
        ],
      );
    },
  },
  {
    name: '/pro-plan/{domain} signed out: the reseller’s business name and domain (store)',
    blns: 'all',
    preload: [() => import('../components/PublicProPlan')],
    mount: async () => {
      const store = await mounted(`/pro-plan/${SEEDED.domain}`, '.signup__referral-name');
      return oneAtATime(
        (text) => showAffiliate(store, { business_name: '', domain: text }),
        [
          {
            name: 'domain (no business name)',
            region: () => one('.signup__referral-name'),
            expected: (text) => text,
          },
        ],
      );
    },
  },
];

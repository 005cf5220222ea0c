import type { Page } from '@playwright/test';
import {
  type DialogEntry,
  answerNo,
  button,
  clickCancel,
  deletePopover,
  dialogNamed,
  firstInMain,
  messagePattern,
  selectState,
  validationState,
} from '../../../../../tests/e2e/dialogKit';
import { allEnglish as en } from '../../../../i18n/allEnglish';

/**
 * Billing, subscriptions and plans (Marketplace).
 * The feature's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts, through
 * tests/e2e/dialogTable.ts): a new dialog, drawer, menu or popover of this feature joins here, or
 * tests/scripts/dialogTable.test.ts fails naming its file. Types and shared steps are in
 * tests/e2e/dialogKit.ts; like it, this file loads in Node without Playwright running.
 */

/** Design Studio on the side switcher: the PRO upgrade for a Marketplace user without a coach. */
async function openPlanPicker(page: Page): Promise<void> {
  await page
    .getByRole('radiogroup', { name: en['topbar.sideSwitcher'] })
    .getByText(en['topbar.designStudio'], { exact: true })
    .click();
  await page
    .getByRole('tabpanel')
    .getByRole('article', { name: 'Pro' })
    .getByText('$79/mo')
    .waitFor();
}

/** Closes the plan picker by its close button, and waits until it has gone. */
async function closePlanPicker(page: Page): Promise<void> {
  const picker = dialogNamed(page, 'billing.plans.title');
  await picker.getByRole('button', { name: en['common.close'], exact: true }).click();
  await picker.waitFor({ state: 'hidden' });
}

export const DIALOGS: readonly DialogEntry[] = [
  // Billing and subscriptions (Marketplace): a subscription's invoices, cancelling the account.
  {
    name: 'billing: subscription details with its invoices',
    files: ['src/features/billing/subscriptions/components/SubscriptionDetailDialog.tsx'],
    account: 'market',
    url: '/dashboard/billing',
    open: (page) => firstInMain(page, 'subscriptions.details.open').click(),
    dialog: (page) => dialogNamed(page, 'subscriptions.details.title'),
    states: [
      {
        name: 'with its invoices and card loaded',
        reach: async (_page, dialog) => {
          await dialog.getByText(/MC-2026-0901/).waitFor();
          await dialog.getByText(/Ending in 4242/).waitFor();
        },
      },
    ],
  },
  {
    name: 'billing: cancel account, with its confirmation',
    files: ['src/features/billing/subscriptions/components/CancelAccountDialog.tsx'],
    account: 'market',
    url: '/dashboard/billing',
    open: (page) => button(page.getByRole('main'), 'subscriptions.cancel.open').click(),
    dialog: (page) => dialogNamed(page, 'subscriptions.cancel.title'),
    states: [
      {
        name: 'with its box not ticked',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await button(dialog, 'subscriptions.cancel.confirm').click();
          await dialog.getByText(en['subscriptions.cancel.mustConfirm']).waitFor();
        },
      },
    ],
    close: clickCancel,
  },

  // Billing (Marketplace): cards on file, funding, the Pricing Table.
  {
    name: 'billing: add card, with its checks',
    files: ['src/features/billing/components/CardFormDialog.tsx'],
    account: 'market',
    url: '/dashboard/membership',
    open: (page) => button(page.getByRole('main'), 'billing.cards.add').first().click(),
    dialog: (page) => dialogNamed(page, 'billing.cardForm.addTitle'),
    states: [
      validationState(
        'with its validation errors',
        'common.save',
        'billing.cardForm.numberRequired',
      ),
    ],
    close: clickCancel,
  },
  {
    name: 'billing: update card',
    files: ['src/features/billing/components/CardFormDialog.tsx'],
    account: 'market',
    url: '/dashboard/membership',
    open: (page) => button(page.getByRole('main'), 'billing.cards.edit').first().click(),
    dialog: (page) => dialogNamed(page, 'billing.cardForm.editTitle'),
    close: clickCancel,
  },
  {
    name: 'billing: delete card question',
    files: ['src/features/billing/components/CardRowActions.tsx'],
    account: 'market',
    url: '/dashboard/membership',
    // The second card: the default one (first) is refused without a question.
    open: (page) =>
      button(
        page.getByRole('group', { name: messagePattern('billing.cards.actionsOf') }).nth(1),
        'billing.cards.delete',
      ).click(),
    dialog: deletePopover,
    close: answerNo,
  },
  {
    name: 'billing: fund account, with its amounts',
    files: ['src/features/billing/components/FundAccountModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: (page) => button(page, 'topbar.fundAccount').click(),
    dialog: (page) => dialogNamed(page, 'screen.fundAccount'),
    states: [
      selectState('its amount list', en['billing.fund.amount']),
      {
        name: 'with its amount required',
        defaultThemeOnly: true,
        reach: async (_page, dialog) => {
          await button(dialog, 'billing.fund.submit').last().click();
          await dialog.getByText(en['billing.fund.amountRequired']).waitFor();
        },
      },
    ],
  },
  {
    name: 'billing: pricing table',
    files: ['src/features/billing/components/PricingTableModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: async (page) => {
      await page.getByRole('menuitem', { name: en['nav.pricing'], exact: true }).click();
      await page.getByRole('heading', { name: en['billing.pricing.print'] }).waitFor();
    },
    dialog: (page) => dialogNamed(page, 'screen.pricing'),
  },
  {
    name: 'plans: the PRO upgrade (plan picker)',
    files: ['src/features/billing/plans/PlanPickerModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: openPlanPicker,
    dialog: (page) => dialogNamed(page, 'billing.plans.title'),
    states: [
      {
        name: 'its monthly tab',
        reach: async (_page, dialog) => {
          await dialog.getByRole('tab', { name: en['billing.plans.monthly'] }).click();
        },
      },
    ],
  },
  {
    name: 'plans: upgrade to Pro',
    files: ['src/features/billing/plans/components/UpgradeModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: async (page) => {
      await openPlanPicker(page);
      await page.getByRole('tabpanel').getByRole('button', { name: 'Upgrade Now to Pro' }).click();
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Upgrade to Pro' }),
    close: async (page, dialog) => {
      await button(dialog, 'common.cancel').click();
      await closePlanPicker(page);
    },
  },
  {
    name: 'plans: Design Services, its scheduling page shown',
    files: ['src/features/billing/plans/components/SchedulingBox.tsx'],
    account: 'market',
    url: '/dashboard',
    open: async (page) => {
      await openPlanPicker(page);
      await button(page, 'billing.designServices.open').click();
    },
    dialog: (page) => dialogNamed(page, 'billing.designServices.title'),
    states: [
      {
        name: 'with the scheduling page',
        reach: async (_page, dialog) => {
          await button(dialog, 'billing.scheduleNow').click();
          await dialog.locator('iframe').waitFor();
        },
      },
    ],
    close: async (page, dialog) => {
      await button(dialog, 'common.close').last().click();
      await closePlanPicker(page);
    },
  },
  {
    name: 'agency services',
    // The same promo modal as Design Services, opened from the dashboard home.
    files: ['src/features/billing/plans/components/SchedulingBox.tsx'],
    account: 'market',
    url: '/dashboard',
    open: (page) => button(page, 'home.agency.open').click(),
    dialog: (page) => dialogNamed(page, 'billing.agency.title'),
  },
];

/** The feature's files that render an overlay yet need no entry of their own, with the reason. */
export const EXCLUDED_FILES: Readonly<Record<string, string>> = {
  // Opened by the Marketplace ordering screens (issue 12, not built yet): nothing opens it today.
  'src/features/billing/plans/UpgradeNeededModal.tsx':
    'the upgrade-needed shell modal: its first opener is the ordering screen (issue 12)',
};

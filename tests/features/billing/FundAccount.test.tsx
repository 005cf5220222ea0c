import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { FUND_AMOUNTS } from '../../../src/config/constants';
import {
  autoFundEndpoint,
  chargeCardEndpoint,
  topUpEndpoint,
} from '../../../src/features/billing/api';
import { intentLedgerEndpoint } from '../../../src/features/moneyCheck/api';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { loseAnswerOf, overrideCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests, sentTo } from '../../utils/requests';
import { serverIdle } from '../../utils/serverActivity';
import type { DemoUser } from '../../utils/session';

/** Fund Account (accounts-money §2, §4, §5, §9), opened from the top bar's button. */
preloadAppModules(() => import('../../../src/features/billing/components/FundAccountModal'));
atDesktopWidth();

async function openFundAccount(as: DemoUser = 'market') {
  const view = await renderApp('/dashboard', { as });
  await view.user.click(await screen.findByRole('button', { name: 'Fund Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fund Account' });
  return { ...view, dialog };
}

/** The dialog's own button (its name gains "loading" while a funding runs). */
const fundButton = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { name: /Fund Account$/ })
    .at(-1)!;

async function chooseAmount(
  user: Awaited<ReturnType<typeof openFundAccount>>['user'],
  dialog: HTMLElement,
  label: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Amount' }));
  await user.click(await screen.findByTitle(label));
}

/**
 * The titles of every option of the open select, in order. antd draws a virtual list: only the
 * options in view exist, so the list is scrolled through and what each position shows is joined.
 */
async function everyOptionOfTheOpenSelect(): Promise<string[]> {
  const holder = document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder')!;
  const seen: string[] = [];
  for (let top = 0; top <= 5000; top += 64) {
    holder.scrollTop = top;
    fireEvent.scroll(holder, { target: { scrollTop: top } });
    await waitFor(() => undefined);
    for (const option of document.querySelectorAll('.ant-select-item-option')) {
      const title = option.getAttribute('title')!;
      if (!seen.includes(title)) seen.push(title);
    }
  }
  return seen;
}

describe('Fund Account', () => {
  it('shows the balance, the fixed amounts and the default card preselected', async () => {
    const { dialog, user } = await openFundAccount();
    expect(within(dialog).getByTestId('fund-balance')).toHaveTextContent('$1,250.50');
    expect(within(dialog).getByRole('radio', { name: 'Visa Ending in 4242' })).toBeChecked();
    expect(
      within(dialog).getByText('Funds added to your account are non-refundable.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Amount' }));
    await screen.findByTitle('$10.00');
    expect(await everyOptionOfTheOpenSelect()).toEqual(
      FUND_AMOUNTS.map((amount) => `$${amount.toLocaleString('en-US')}.00`),
    );
    expect(FUND_AMOUNTS).toEqual([
      10,
      ...Array.from({ length: 20 }, (_, i) => 50 * (i + 1)),
      1500,
      2000,
      2500,
      3000,
    ]);
  });

  it('says Please enter amount when the amount is left empty', async () => {
    const { dialog, user } = await openFundAccount();
    const seen = recordRequests();
    await user.click(fundButton(dialog));
    expect(await within(dialog).findByText('Please enter amount')).toBeInTheDocument();
    await serverIdle();
    expect(sentTo(seen, chargeCardEndpoint)).toHaveLength(0);
  });

  it('charges once for a burst of presses, credits once and shows the new balance', async () => {
    const { dialog, user } = await openFundAccount();
    const seen = recordRequests();
    await chooseAmount(user, dialog, '$50.00');
    for (let press = 0; press < 5; press++) await user.click(fundButton(dialog));
    expect(
      await screen.findByText(
        'Payment completed successfully! $50.00 was added to your balance.',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('$1,300.50'));
    await serverIdle();
    expect(bodiesTo(seen, chargeCardEndpoint)).toEqual([{ payment_token: 1, amount: 50 }]);
    const [charge] = sentTo(seen, chargeCardEndpoint);
    expect(charge!.headers['api-token']).toBeTruthy();
    expect(charge!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sentTo(seen, topUpEndpoint)).toHaveLength(1);
    expect(db().charges.all()).toHaveLength(1);
    expect(db().users.get(2)!.total_creditpoints).toBe(1300.5);
  });

  /** The server charges the card, and its answer is lost on the way back (once). */
  const loseChargeAnswer = () => loseAnswerOf(chargeCardEndpoint);

  it('finds out from the ledger what an unanswered charge did, and says it: one charge, credited once', async () => {
    loseChargeAnswer();
    const { dialog, user } = await openFundAccount();
    const seen = recordRequests();
    await chooseAmount(user, dialog, '$100.00');
    await user.click(fundButton(dialog));
    expect(
      await screen.findByText(
        'Payment completed successfully! $100.00 was added to your balance.',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    await serverIdle();
    expect(sentTo(seen, chargeCardEndpoint)).toHaveLength(1);
    expect(sentTo(seen, intentLedgerEndpoint)[0]!.body).toMatchObject({
      reference: sentTo(seen, chargeCardEndpoint)[0]!.headers['idempotency-key'],
    });
    expect(db().charges.all()).toHaveLength(1);
    expect(db().users.get(2)!.total_creditpoints).toBe(1350.5);
  });

  it('retries an unanswered charge with the same key when nothing can be found out yet', async () => {
    loseChargeAnswer();
    overrideCall(intentLedgerEndpoint, () => HttpResponse.error(), { once: true });
    const { dialog, user } = await openFundAccount();
    const seen = recordRequests();
    await chooseAmount(user, dialog, '$100.00');
    await user.click(fundButton(dialog));
    expect(
      await within(dialog).findByText(
        'We did not hear back about this payment. Press Fund Account again: you will not be charged twice.',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    // Nothing else says it failed: no "could not be completed" beside the dialog's words.
    expect(screen.queryByText('The payment could not be completed.')).not.toBeInTheDocument();
    expect(db().charges.all()).toHaveLength(1);
    await user.click(fundButton(dialog));
    expect(
      await screen.findByText(
        'Payment completed successfully! $100.00 was added to your balance.',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    await serverIdle();
    const keys = sentTo(seen, chargeCardEndpoint).map(
      (request) => request.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(db().charges.all()).toHaveLength(1);
    expect(db().users.get(2)!.total_creditpoints).toBe(1350.5);
  });

  it('credits an unanswered funding even when the user then picks another amount, and says so', async () => {
    loseChargeAnswer();
    overrideCall(intentLedgerEndpoint, () => HttpResponse.error(), { once: true });
    const { dialog, user } = await openFundAccount();
    await chooseAmount(user, dialog, '$50.00');
    await user.click(fundButton(dialog));
    await within(dialog).findByText(
      'We did not hear back about this payment. Press Fund Account again: you will not be charged twice.',
      {},
      { timeout: 6000 },
    );
    await chooseAmount(user, dialog, '$100.00');
    await user.click(fundButton(dialog));
    expect(
      await within(dialog).findByText(
        'Your earlier payment of $50.00 went through and was added to your balance, so nothing more was charged. Press Fund Account again to add more.',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    await serverIdle();
    expect(
      db()
        .charges.all()
        .map((charge) => charge.amount_cents),
    ).toEqual([5000]);
    expect(db().users.get(2)!.total_creditpoints).toBe(1300.5);
  });

  it('shows the server message when the card is declined, and charges nothing', async () => {
    const { dialog, user } = await openFundAccount();
    await user.click(within(dialog).getByRole('radio', { name: 'Visa Ending in 0002' }));
    await chooseAmount(user, dialog, '$10.00');
    await user.click(fundButton(dialog));
    expect(
      await screen.findByText('Your card was declined.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(db().charges.all()).toHaveLength(0);
    expect(db().users.get(2)!.total_creditpoints).toBe(1250.5);
  });

  it('offers No cards on File and keeps Fund Account off without a card', async () => {
    for (const card of db().cards.filter((each) => each.user_id === 2)) db().cards.remove(card.id);
    const { dialog } = await openFundAccount();
    expect(await within(dialog).findByText('No cards on File')).toBeInTheDocument();
    expect(fundButton(dialog)).toBeDisabled();
  });

  it('turns auto fund on with its message and reloads the profile', async () => {
    const { dialog, user } = await openFundAccount();
    const seen = recordRequests();
    await user.click(within(dialog).getByRole('switch'));
    expect(await screen.findByText('Auto Fund feature is enabled!')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('switch')).toBeChecked());
    expect(bodiesTo(seen, autoFundEndpoint)).toEqual([{ autofund_status: 1 }]);
    await user.click(within(dialog).getByRole('switch'));
    expect(await screen.findByText('Auto Fund feature is disabled!')).toBeInTheDocument();
  });
});

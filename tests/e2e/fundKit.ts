import type { Locator, Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { expect, signInAs } from './fixtures';

/** The Fund Account dialog, as the journeys that fund the balance use it. */

/** Opens Fund Account from the top bar; the default card (Visa 4242) is chosen. */
export async function openFundAccount(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: en['topbar.fundAccount'], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en['screen.fundAccount'] });
  await expect(dialog.getByRole('radio', { name: 'Visa Ending in 4242' })).toBeChecked();
  return dialog;
}

/** Picks an amount; the list draws only the amounts in view, so it is scrolled as a user would. */
export async function chooseAmount(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.getByRole('combobox', { name: en['billing.fund.amount'] }).click();
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = list.getByTitle(label, { exact: true });
  await list.hover();
  for (let turn = 0; turn < 20 && (await option.count()) === 0; turn++)
    await page.mouse.wheel(0, 120);
  await option.click();
}

export const fundButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: /Fund Account$/ }).last();

/** The balance the top bar shows. */
export const balance = (page: Page) => page.getByTestId('balance');

/** Signed in as Maya on the dashboard, her seeded balance shown. */
export async function signedInAsMaya(page: Page): Promise<void> {
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  await expect(balance(page)).toHaveText('$1,250.50');
}

/** A new card's details as a person types them into Membership's Add card form. */
export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
  name?: string;
}

/** Opens Add card on the current Membership page and types the card in; returns the form. */
export async function typeNewCard(page: Page, card: TypedCard): Promise<Locator> {
  await page
    .getByRole('main')
    .getByRole('button', { name: en['billing.cards.add'] })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: en['billing.cardForm.addTitle'] });
  await form.getByLabel(en['billing.cardForm.number']).fill(card.number);
  await form.getByLabel(en['billing.cardForm.expiry']).fill(card.expiry);
  await form.getByLabel(en['billing.cardForm.cvc']).fill(card.cvc);
  if (card.name !== undefined) await form.getByLabel(en['billing.cardForm.name']).fill(card.name);
  return form;
}

import {
  type FailureWording,
  GENERIC,
  OUTCOME_OPEN,
} from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English, apart from the app's code: the
 * fault matrix (tests/unit/faults/endpointFaults.test.ts) and the end-to-end fault sweep judge every
 * endpoint × fault by it, and fail when an endpoint of the feature has no entry here. See
 * tests/fixtures/failureWordingKit.ts for what each field means.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  // accounts-money §7–§8: the newer API's refusals carry the server's message; a charge error is
  // the server's message as an error notice; pricing failures are the generic toast.
  'billing.paymentMethods': {
    show: 'inline',
    words: 'Your cards could not be loaded.',
    server: true,
  },
  'billing.addCard': {
    show: 'dialog',
    words: 'The card could not be saved.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
  'billing.updateCard': { show: 'dialog', words: 'The card could not be saved.', server: true },
  'billing.setDefaultCard': { show: 'toast', words: GENERIC, server: true },
  'billing.deleteCard': { show: 'toast', words: GENERIC, server: true },
  'billing.chargeCard': {
    show: 'toast',
    words: 'The payment could not be completed.',
    server: true,
    outcomeOpen: null,
  },
  'billing.topUp': {
    show: 'toast',
    words:
      'The payment went through but the credit was not added yet. Press Fund Account again to finish.',
    server: true,
    outcomeOpen: null,
  },
  'billing.autoFund': { show: 'toast', words: GENERIC, server: true },
  'billing.pricingSummary': { show: 'toast', words: GENERIC, server: true },
  'billing.planPricingSummary': { show: 'toast', words: GENERIC, server: true },
  // accounts-money §8 "Older billing calls": a non-200 status carries the server's message;
  // "Customer-create failure": always the fixed generic words. Newer calls: the server's message
  // on a false status. The wording of the rest is "not shown": ours, on the Billing page.
  'subscriptions.createCustomer': { show: 'toast', words: GENERIC, server: false },
  'subscriptions.saveCustomerToken': { show: 'toast', words: GENERIC, server: true },
  'subscriptions.list': {
    show: 'inline',
    words: 'The subscriptions could not be loaded.',
    server: true,
  },
  'subscriptions.detail': {
    show: 'inline',
    words: 'The subscription details could not be loaded.',
    server: true,
  },
  'subscriptions.saveBillingAddress': {
    show: 'inline',
    words: 'The billing address could not be saved.',
    server: true,
  },
  'subscriptions.billingAddress': {
    show: 'inline',
    words: 'The billing address could not be loaded.',
    server: true,
  },
  'subscriptions.ukVat': {
    show: 'inline',
    words: 'The VAT rates could not be loaded.',
    server: true,
  },
  'subscriptions.autoRenew': { show: 'toast', words: GENERIC, server: true },
  'subscriptions.saveCharge': {
    show: 'toast',
    words: 'The payment could not be completed.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
  'subscriptions.freeBasicCustomer': { show: 'toast', words: GENERIC, server: true },
  'subscriptions.inactiveDefaultCard': {
    show: 'inline',
    words: 'The account could not be reactivated.',
    server: true,
  },
  'subscriptions.reactivationSubscription': {
    show: 'inline',
    words: 'The account could not be reactivated.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
  'subscriptions.cardDetails': {
    show: 'inline',
    words: 'The card could not be loaded.',
    server: true,
  },
  'subscriptions.activate': {
    show: 'inline',
    words: 'The account could not be reactivated.',
    server: true,
  },
  'subscriptions.cancelAccount': {
    show: 'dialog',
    words: 'The account could not be cancelled.',
    server: true,
    outcomeOpen:
      'We did not hear back, so we cannot tell yet whether your account was cancelled. Pressing Cancel again is safe.',
  },
  'subscriptions.status': {
    show: 'inline',
    words: 'The account status could not be loaded.',
    server: true,
  },
  // accounts-money §8: PRO price and trial failures are the generic toast; an upgrade error is
  // the server's message in the upgrade's error modal.
  'plans.priceBySku': { show: 'toast', words: GENERIC, server: true },
  'plans.product': { show: 'toast', words: GENERIC, server: true },
  'plans.upgradeFreemiumToBasic': {
    show: 'dialog',
    words: 'The upgrade could not be completed.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
  'plans.upgradeFreemiumToPro': {
    show: 'dialog',
    words: 'The upgrade could not be completed.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
  'plans.upgradeBasicToPro': {
    show: 'dialog',
    words: 'The upgrade could not be completed.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
};

import {
  activateSubscriptionEndpoint,
  allSubscriptionsEndpoint,
  autoRenewEndpoint,
  billingAddressEndpoint,
  cancelAccountEndpoint,
  saveBillingAddressEndpoint,
  subscriptionDetailEndpoint,
  subscriptionStatusEndpoint,
  ukVatEndpoint,
} from '../../features/billing/subscriptions/api';
import type { UserRecord } from '../auth';
import { handle } from '../kit/handle';
import { textOf } from '../kit/fields';
import { type MockReply, fail, invalid, ok } from '../kit/replies';
import { subscriptionDetailOut, subscriptionOut, subscriptionsOf } from './subscriptionView';

/** The newer API's answers carry data and a message (accounts-money §7). */
const answered = (data: unknown, message: string) => ok(data, { message });

/** The spec's payloads name the caller by email; another user's email is refused. */
export function otherCaller(user: UserRecord, email: unknown): MockReply | null {
  return textOf(email).toLowerCase() === user.email.toLowerCase()
    ? null
    : fail('The email does not match your account.', { status: 403 });
}

const isBillingType = (value: unknown): value is 'monthly' | 'annual' =>
  value === 'monthly' || value === 'annual';

/** The UK's four countries all charge the standard rate (20%) on subscriptions. */
const UK_VAT = ['England', 'Scotland', 'Wales', 'Northern Ireland'].map((country_name) => ({
  country_name,
  vat_percent: 20,
}));

/** Required address fields (line2 and state may be blank: not every country has states). */
const ADDRESS_REQUIRED = ['billing_fullname', 'line1', 'city', 'postal_code', 'country'] as const;
const ADDRESS_MAX_LENGTH = 120;

const EMPTY_ADDRESS = {
  billing_fullname: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
};

export const subscriptionHandlers = [
  handle(allSubscriptionsEndpoint, ({ body, db, user }) => {
    const refused = otherCaller(user!, body.email);
    if (refused) return refused;
    const type = body.billing_type;
    if (type !== 'all' && !isBillingType(type))
      return invalid({ billing_type: ['The billing type must be monthly, annual or all.'] });
    return ok(
      subscriptionsOf(db, user!)
        .filter((row) => type === 'all' || row.billing_type === type)
        .map(subscriptionOut),
    );
  }),

  handle(subscriptionDetailEndpoint, ({ read, db, user }) => {
    const id = read.id('invoice_entryid');
    const row = id === null ? undefined : db.subscriptions.get(id);
    if (!row || row.user_id !== user!.id) return fail('Subscription not found.', { status: 404 });
    return ok(subscriptionDetailOut(row));
  }),

  handle(autoRenewEndpoint, ({ body, db, user }) => {
    const refused = otherCaller(user!, body.email);
    if (refused) return refused;
    const type = body.billing_type;
    const value = body.plan_autorenew;
    if (!isBillingType(type))
      return invalid({ billing_type: ['The billing type must be monthly or annual.'] });
    if (value !== 0 && value !== 1)
      return invalid({ plan_autorenew: ['The auto-renew value must be 0 or 1.'] });
    const live = subscriptionsOf(db, user!).filter(
      (row) => row.billing_type === type && row.status !== 'cancelled',
    );
    if (live.length === 0) return fail('You have no active subscription of this billing type.');
    const changed = live.map((row) => db.subscriptions.update(row.id, { plan_autorenew: value })!);
    return ok(changed.map(subscriptionOut), {
      message: value === 1 ? 'Auto-renew is on.' : 'Auto-renew is off.',
    });
  }),

  handle(billingAddressEndpoint, ({ db, user }) => {
    const saved = db.billingAddresses.find((row) => row.user_id === user!.id);
    if (!saved) return ok(EMPTY_ADDRESS);
    const { id: _id, user_id: _user, ...address } = saved;
    return ok(address);
  }),

  handle(saveBillingAddressEndpoint, ({ body, db, user }) => {
    const fields = {
      billing_fullname: textOf(body.billing_fullname),
      line1: textOf(body.line1),
      line2: textOf(body.line2),
      city: textOf(body.city),
      state: textOf(body.state),
      postal_code: textOf(body.postal_code),
      country: textOf(body.country).toUpperCase(),
    };
    const errors: Record<string, string[]> = {};
    for (const name of ADDRESS_REQUIRED)
      if (!fields[name]) errors[name] = [`The ${name.replace('_', ' ')} field is required.`];
    for (const [name, value] of Object.entries(fields))
      if ([...value].length > ADDRESS_MAX_LENGTH)
        errors[name] = [`The ${name.replace('_', ' ')} may not be greater than 120 characters.`];
    if (fields.country && !/^[A-Z]{2}$/.test(fields.country))
      errors.country = ['The country must be a two-letter country code.'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    const saved = db.billingAddresses.find((row) => row.user_id === user!.id);
    if (saved) db.billingAddresses.update(saved.id, fields);
    else db.billingAddresses.insert({ user_id: user!.id, ...fields });
    return ok(fields, { message: 'Billing address saved.' });
  }),

  handle(ukVatEndpoint, () => ok(UK_VAT)),

  handle(subscriptionStatusEndpoint, ({ db, user }) => {
    const [latest] = subscriptionsOf(db, user!);
    return answered(
      {
        java_stripesubscription_status: user!.java_stripesubscription_status || 'not found',
        plan_sku: latest?.plan_sku ?? '',
        current_period_end: latest?.period_end ?? null,
      },
      'Subscription status fetched.',
    );
  }),

  /** Cancels every subscription and the account; the account can be reactivated later. */
  handle(cancelAccountEndpoint, ({ db, user }) => {
    if (user!.role_id === 1) return fail('An administrator account cannot be cancelled.');
    if (user!.java_stripesubscription_status === 'cancelled')
      return fail('This account is already cancelled.');
    for (const row of subscriptionsOf(db, user!))
      if (row.status !== 'cancelled')
        db.subscriptions.update(row.id, { status: 'cancelled', plan_autorenew: 0 });
    db.users.update(user!.id, { java_stripesubscription_status: 'cancelled' });
    return answered({ java_stripesubscription_status: 'cancelled' }, 'Your account is cancelled.');
  }),

  /** Reactivates a cancelled account once a new subscription has been made for it. */
  handle(activateSubscriptionEndpoint, ({ db, user }) => {
    if (user!.java_stripesubscription_status === 'active')
      return answered({ java_stripesubscription_status: 'active' }, 'Your account is active.');
    const live = subscriptionsOf(db, user!).find((row) => row.status === 'active');
    if (!live)
      return fail('There is no paid subscription to activate. Please choose a card first.');
    db.users.update(user!.id, { java_stripesubscription_status: 'active' });
    return answered({ java_stripesubscription_status: 'active' }, 'Your account is active again.');
  }),
];

import type { PlanSku } from '../../config/constants';
import type { PlanChoice } from './draft';

/** Everything "Create account" needs: the account's fields, the plan and, for a paid one, the card. */
export interface AccountRequest {
  fname: string;
  lname: string;
  email: string;
  /** The 10 digits (the spec's US formatter normalises what was typed). */
  phone: string;
  password: string;
  businessName: string;
  /** Bare (accounts-money §5), '' when none was given. */
  domain: string;
  industryId: number | null;
  referralUserId: number | null;
  plan: PlanChoice;
  /** The paid plan's SKU (null for Free). */
  sku: PlanSku | null;
  /** The card's token (a demo token or a processor's payment method id), for a paid plan. */
  cardToken: string | null;
  /** The card holder's name, for the customer's billing name. */
  cardName: string;
  /** What an external provider told about the person (address, city, zip), when it did. */
  address: { line1: string; city: string; zip: string };
}

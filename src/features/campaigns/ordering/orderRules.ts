import { type ApiFailure, isFinalAnswer } from '../../../api';
import { FUND_AMOUNTS } from '../../../config/constants';
import type { Profile } from '../../auth';
import type { CampaignPrice } from './schemas';

/**
 * Whether this user is held to the upgrade before ordering or viewing active campaigns: a tier 0
 * (free) user of the organisation that is the product's own print brand (spec §5).
 */
export function needsUpgrade(
  profile: Pick<Profile, 'organization_id' | 'tier'> | null,
  printBrandOrgId: number,
): boolean {
  return profile !== null && profile.organization_id === printBrandOrgId && profile.tier === 0;
}

/**
 * The Fund Account amount to preselect for a shortfall: the smallest allowed amount that covers it
 * (accounts-money §5 lists the only amounts), or the largest one when none does.
 */
export function fundAmountFor(missingCents: number): number {
  const dollars = missingCents / 100;
  return FUND_AMOUNTS.find((amount) => amount >= dollars) ?? FUND_AMOUNTS[FUND_AMOUNTS.length - 1]!;
}

/**
 * After the server refused to add lists to a running campaign: the Fund Account amount to offer
 * when the balance is why (402 Payment Required, or a price the balance does not cover, as the
 * real API may refuse with another status), or null when it is not.
 */
export function fundOfferFor(
  error: ApiFailure,
  price: Pick<CampaignPrice, 'total' | 'balance'> | null,
): number | null {
  if (!isFinalAnswer(error)) return null;
  const shortCents = price ? price.total - price.balance : 0;
  if (error.httpStatus !== 402 && shortCents <= 0) return null;
  return fundAmountFor(Math.max(shortCents, 0));
}

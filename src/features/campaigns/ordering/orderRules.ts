import { FUND_AMOUNTS } from '../../../config/constants';
import type { Profile } from '../../auth';

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

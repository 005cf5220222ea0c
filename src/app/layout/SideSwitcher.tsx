import { Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { ROLE } from '../../config/constants';
import { type Profile, selectUpgradeDisabled } from '../../features/auth';
import { modalOpened } from '../../features/shell';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

type Side = 'designStudio' | 'marketplace';

/**
 * The Design Studio / Marketplace switcher (spec §4 Account switching). The switch to Design Studio
 * is hidden when disable_upgrade is 'yes' and the user has no coach; super admins have no side.
 */
export function isSideSwitcherShown(profile: Profile, upgradeDisabled: boolean): boolean {
  if (profile.role_id === ROLE.designStudio) return true;
  if (profile.role_id !== ROLE.marketplace) return false;
  return !(upgradeDisabled && profile.basicuser_bycoachid === null);
}

export function SideSwitcher({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const upgradeDisabled = useAppSelector(selectUpgradeDisabled);
  if (!isSideSwitcherShown(profile, upgradeDisabled)) return null;
  const current: Side = profile.role_id === ROLE.designStudio ? 'designStudio' : 'marketplace';
  return (
    <Segmented<Side>
      aria-label={intl.formatMessage({ id: 'topbar.sideSwitcher' })}
      // antd makes the group itself a tab stop that ignores the keyboard, ahead of its radios: one
      // stop (the checked radio, moved with the arrows) is enough.
      tabIndex={-1}
      value={current}
      options={[
        { value: 'designStudio', label: intl.formatMessage({ id: 'topbar.designStudio' }) },
        { value: 'marketplace', label: intl.formatMessage({ id: 'topbar.marketplace' }) },
      ]}
      onChange={(side) => {
        // Switching logs in as the linked account: that flow comes with the account issue.
        if (side !== current) dispatch(modalOpened('switchSide'));
      }}
    />
  );
}

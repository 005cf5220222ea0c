import { useIntl } from 'react-intl';
import { ROLE } from '../../config/constants';
import { type Profile, selectUpgradeDisabled } from '../../features/auth';
import { modalOpened } from '../../features/shell';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import './sideSwitcher.css';

type Side = 'designStudio' | 'marketplace';

const loadSwitch = () => import('../../features/accountSwitch');

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
  const options: { value: Side; label: string }[] = [
    { value: 'designStudio', label: intl.formatMessage({ id: 'topbar.designStudio' }) },
    { value: 'marketplace', label: intl.formatMessage({ id: 'topbar.marketplace' }) },
  ];
  // Native radios: one tab stop (the checked one), arrows move between them, as a radio group does.
  return (
    <div
      role="radiogroup"
      aria-label={intl.formatMessage({ id: 'topbar.sideSwitcher' })}
      className="side-switcher"
    >
      {options.map((option) => (
        <label key={option.value} className="side-switcher__option">
          <input
            type="radio"
            name="side-switcher"
            value={option.value}
            checked={option.value === current}
            onChange={() => {
              if (option.value === current) return;
              // Marketplace → Design Studio without a coach is an upgrade to PRO (§4).
              if (current === 'marketplace' && profile.basicuser_bycoachid === null) {
                dispatch(modalOpened('studioUpsell'));
                return;
              }
              // Otherwise the app signs in as the linked account (its code loads now).
              void loadSwitch().then(({ sideSwitchRequested }) =>
                dispatch(sideSwitchRequested(option.value)),
              );
            }}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

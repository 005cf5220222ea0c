import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ROLE } from '../../../config/constants';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectSessionActor } from '../../../state/session';
import type { Profile } from '../../auth';
import { modalOpened } from '../../shell';
import { proAccessToggled, selectAllowProAccess, switchBackRequested } from '../slice';
import { waysBack } from '../storage';
import { ReturnIcon, ViewAsIcon } from './icons';

/** One entry of the account menu, drawn by the menu itself (its markup and keyboard rules). */
export interface AccountMenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
  /** A menuitemcheckbox's state; absent for a plain entry. */
  checked?: boolean;
  disabled?: boolean;
  onChoose: () => void;
}

/**
 * The account menu's entries for switching (accounts-money §2 "Top bar"): the 'Allow PRO Access'
 * switch of a Marketplace user who was referred, "View as a user…" for the admins, and 'Switch to
 * Super Admin' / 'Switch to PRO Admin' only while there is a way back.
 */
export function AccountSwitchEntries({
  profile,
  renderEntry,
  onChosen,
}: {
  profile: Profile;
  renderEntry: (entry: AccountMenuEntry) => ReactNode;
  /** Closes the menu: called before the intent, so focus returns to the menu button first. */
  onChosen: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const actor = useAppSelector(selectSessionActor);
  const saving = useAppSelector(selectAllowProAccess).loading;
  const entries: AccountMenuEntry[] = [];

  if (profile.role_id === ROLE.marketplace && profile.referralby_userid !== null) {
    const allowed = profile.basicuser_allowimpersonate_toproadmin === '1';
    entries.push({
      key: 'proAccess',
      label: intl.formatMessage({ id: 'switch.proAccess' }),
      icon: null,
      checked: allowed,
      disabled: saving,
      // The menu stays open: the switch shows its new state where it was pressed.
      onChoose: () => dispatch(proAccessToggled(!allowed)),
    });
  }
  const admin = profile.role_id === ROLE.superAdmin || profile.role_id === ROLE.designStudio;
  if (admin && actor === null) {
    entries.push({
      key: 'viewAs',
      label: intl.formatMessage({ id: 'switch.viewAs' }),
      icon: <ViewAsIcon />,
      onChoose: () => {
        onChosen();
        dispatch(modalOpened('viewAs'));
      },
    });
  }
  for (const kind of waysBack()) {
    entries.push({
      key: kind,
      label: intl.formatMessage({
        id: kind === 'superAdmin' ? 'switch.toSuperAdmin' : 'switch.toProAdmin',
      }),
      icon: <ReturnIcon />,
      onChoose: () => {
        onChosen();
        dispatch(switchBackRequested(kind));
      },
    });
  }
  return <>{entries.map(renderEntry)}</>;
}

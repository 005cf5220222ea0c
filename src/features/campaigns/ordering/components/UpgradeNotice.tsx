import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { getConfig } from '../../../../config/env';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { selectProfile } from '../../../auth';
import { modalOpened } from '../../../shell';
import { needsUpgrade } from '../orderRules';

/**
 * Whether the user is held to the upgrade before a paid order (a tier 0 user of the print brand,
 * spec §5); when held, the upgrade-needed modal opens as the screen does.
 */
export function useUpgradeGate(): boolean {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const gated = needsUpgrade(profile, getConfig().printBrandOrgId);
  useEffect(() => {
    if (gated) dispatch(modalOpened('upgradeNeeded'));
  }, [dispatch, gated]);
  return gated;
}

/** The screen's own reminder of the upgrade, with the way to the plans. */
export function UpgradeNotice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Alert
      type="warning"
      showIcon
      title={intl.formatMessage({ id: 'ordering.upgrade.notice' })}
      action={
        <Button size="small" onClick={() => dispatch(modalOpened('upgradePro'))}>
          {intl.formatMessage({ id: 'ordering.upgrade.seePlans' })}
        </Button>
      }
    />
  );
}

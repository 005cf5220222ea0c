import '../subscriptions/register';
import '../register';
import '../components/billing.css';
import '../subscriptions/components/subscriptions.css';
import { Button, Spin } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  accountIsCancelled,
  isImpersonatingSuperAdmin,
  logoutRequested,
  selectProfile,
} from '../../auth';
import { ReactivationPanel } from '../subscriptions/components/ReactivationPanel';
import { StandalonePage } from '../subscriptions/components/StandalonePage';
import { cancelledPageOpened } from '../subscriptions/slice';

/**
 * /cancelled-account: where a cancelled account is kept after sign-in (README "Cancelled
 * accounts"). It says so and offers reactivation; an active account is pointed to its dashboard.
 */
export default function CancelledAccountPage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const cancelled =
    profile !== null && accountIsCancelled(profile, isImpersonatingSuperAdmin(profile));
  useEffect(() => {
    if (cancelled) dispatch(cancelledPageOpened());
  }, [dispatch, cancelled]);

  return (
    <StandalonePage titleId={titleId}>
      {profile === null ? <Spin /> : null}
      {profile !== null && !cancelled ? (
        <>
          <p>{intl.formatMessage({ id: 'subscriptions.cancelled.active' })}</p>
          <Link to={paths.dashboard.home.getHref()}>
            {intl.formatMessage({ id: 'subscriptions.success.toDashboard' })}
          </Link>
        </>
      ) : null}
      {cancelled ? (
        <>
          <p>
            {intl.formatMessage({ id: 'subscriptions.cancelled.explain' }, { name: profile.fname })}
          </p>
          <ReactivationPanel />
          <p style={{ marginTop: 24 }}>
            <Button onClick={() => dispatch(logoutRequested())}>
              {intl.formatMessage({ id: 'subscriptions.cancelled.signOut' })}
            </Button>
          </p>
        </>
      ) : null}
    </StandalonePage>
  );
}

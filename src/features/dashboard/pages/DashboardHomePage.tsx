import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { modalOpened } from '../../shell';
import { selectProfile } from '../../auth';
import { PlainButton } from '../../../components/controls';
import type { PageProps } from '../../../components/pageProps';
import { formatCents } from '../../../lib/money';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { welcomeDue } from '../welcome/welcomeDue';

/**
 * The dashboard home: greets the user and, for the Marketplace, shows the balance. The dashboard
 * widgets (campaign counts, latest contacts) come with the campaigns and contacts screens.
 */
export default function DashboardHomePage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const showWelcome = profile !== null && welcomeDue(profile);
  useEffect(() => {
    // The first visit after the first sign-in; the modal's close remembers it.
    if (showWelcome) dispatch(modalOpened('welcome'));
  }, [showWelcome, dispatch]);
  if (!profile) return null;
  return (
    <section className="dashboard-home" aria-labelledby="dashboard-home-title">
      <h1 id="dashboard-home-title" className="visually-hidden">
        {intl.formatMessage({ id: titleId })}
      </h1>
      <div className="panel">
        <h2 className="dashboard-home__greeting">
          <FormattedMessage id="home.title" values={{ name: profile.fname || profile.email }} />
        </h2>
        <p>
          <FormattedMessage id="home.intro" />
        </p>
        <PlainButton className="button-secondary" onClick={() => dispatch(modalOpened('welcome'))}>
          <FormattedMessage id="welcome.reopen" />
        </PlainButton>
        {profile.role_id === 2 ? (
          <p className="dashboard-home__balance">
            <FormattedMessage id="home.balance" />:{' '}
            <strong>{formatCents(profile.total_creditpoints, intl.locale)}</strong>
          </p>
        ) : null}
      </div>
      {profile.role_id !== 1 ? (
        <div className="panel dashboard-home__promo">
          <p>
            <FormattedMessage id="home.agency.body" />
          </p>
          {/* A light control: antd's Button would build its whole style sheet (every variant, every
              colour) during the first screen after sign-in, a 250 ms task on a mid-range phone. */}
          <PlainButton
            className="button-secondary"
            onClick={() => dispatch(modalOpened('agencyServices'))}
          >
            <FormattedMessage id="home.agency.open" />
          </PlainButton>
        </div>
      ) : null}
    </section>
  );
}

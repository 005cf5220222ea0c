import '../subscriptions/register';
import '../register';
import '../components/billing.css';
import '../subscriptions/components/subscriptions.css';
import { Button, Empty, Spin } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { accountIsCancelled, isImpersonatingSuperAdmin, selectProfile } from '../../auth';
import { CardRowActions } from '../components/CardRowActions';
import { CardSummary } from '../components/CardSummary';
import type { Card } from '../schemas';
import { cardsCall, selectCards } from '../slice';
import { StandalonePage } from '../subscriptions/components/StandalonePage';

const CardFormDialog = lazy(() => import('../components/CardFormDialog'));

/**
 * /card-settings: the cards on file for an account that cannot reach the dashboard (a cancelled
 * one, before it reactivates), with the same parts as /dashboard/membership.
 */
export default function CardSettingsPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const cards = useAppSelector(selectCards);
  const profile = useAppSelector(selectProfile);
  const [editing, setEditing] = useState<Card | 'new' | null>(null);
  useEffect(() => {
    dispatch(cardsCall.request({}));
  }, [dispatch]);
  const cancelled =
    profile !== null && accountIsCancelled(profile, isImpersonatingSuperAdmin(profile));
  const back = cancelled ? paths.cancelledAccount.getHref() : paths.dashboard.home.getHref();
  const list = cards.data ?? [];

  return (
    <StandalonePage titleId={titleId}>
      <p>{intl.formatMessage({ id: 'billing.cards.intro' })}</p>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 16 }}>
        {intl.formatMessage({ id: 'billing.cards.add' })}
      </Button>
      {cards.error ? (
        <RetryAlert
          message={word(callFailureMessage(cardsCall, cards.error))}
          onRetry={() => dispatch(cardsCall.request({}))}
        />
      ) : null}
      {cards.loading && !cards.data ? <Spin /> : null}
      {cards.data && list.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'billing.cards.empty' })} />
      ) : null}
      {list.length > 0 ? (
        <ul
          className="card-list"
          aria-label={intl.formatMessage({ id: 'billing.cards.listLabel' })}
        >
          {list.map((card) => (
            <li key={card.id}>
              <CardSummary
                card={card}
                actions={<CardRowActions card={card} onEdit={() => setEditing(card)} />}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={back}>
          {intl.formatMessage({
            id: cancelled
              ? 'subscriptions.cards.backToReactivate'
              : 'subscriptions.success.toDashboard',
          })}
        </Link>
      </p>
      <Suspense fallback={null}>
        {editing !== null ? (
          <CardFormDialog
            card={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Suspense>
    </StandalonePage>
  );
}

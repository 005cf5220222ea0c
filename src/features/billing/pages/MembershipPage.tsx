import '../register';
import '../components/billing.css';
import { Button, Empty, Spin } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectProfile } from '../../auth';
import { CardRowActions } from '../components/CardRowActions';
import { CardSummary } from '../components/CardSummary';
import type { Card } from '../schemas';
import { cardsCall, selectCards } from '../slice';

/** The card form (antd Form and the card checks) loads when a card is added or updated. */
const CardFormDialog = lazy(() => import('../components/CardFormDialog'));
/**
 * /dashboard/membership (roles 2 and 3): the cards on file, to add, update, make default and delete
 * (accounts-money §2). A basic user under a coach sees the coach's cards, read-only (§6).
 */
export default function MembershipPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const cards = useAppSelector(selectCards);
  const profile = useAppSelector(selectProfile);
  const underCoach = profile?.basicuser_bycoachid != null;
  // null: closed; 'new': adding; a card: updating it.
  const [editing, setEditing] = useState<Card | 'new' | null>(null);
  const load = () => dispatch(cardsCall.request({}));
  useEffect(() => {
    dispatch(cardsCall.request({}));
  }, [dispatch]);

  const list = cards.data ?? [];
  return (
    <section className="panel" aria-labelledby="membership-title">
      <h1 id="membership-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>
        {intl.formatMessage({ id: 'billing.cards.intro' })}{' '}
        {/* The Billing section (subscriptions, invoices, billing address) is reached from here. */}
        <Link to={paths.dashboard.billing.getHref()}>
          {intl.formatMessage({ id: 'billing.cards.subscriptionsLink' })}
        </Link>
      </p>
      {underCoach ? (
        <p role="note" className="panel__note">
          {intl.formatMessage({ id: 'billing.cards.managedByCoach' })}
        </p>
      ) : (
        <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 16 }}>
          {intl.formatMessage({ id: 'billing.cards.add' })}
        </Button>
      )}
      {cards.error ? (
        <RetryAlert message={word(callFailureMessage(cardsCall, cards.error))} onRetry={load} />
      ) : null}
      {cards.loading && !cards.data ? <Spin /> : null}
      {cards.data && list.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'billing.cards.empty' })}>
          {underCoach ? null : (
            <Button onClick={() => setEditing('new')}>
              {intl.formatMessage({ id: 'billing.cards.add' })}
            </Button>
          )}
        </Empty>
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
                actions={
                  underCoach ? null : <CardRowActions card={card} onEdit={() => setEditing(card)} />
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {editing !== null ? (
        <Suspense fallback={null}>
          <CardFormDialog
            card={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

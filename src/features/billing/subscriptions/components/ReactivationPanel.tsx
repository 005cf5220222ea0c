import { Alert, Button, Radio, Spin } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import { paths } from '../../../../config/paths';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { CardSummary } from '../../components/CardSummary';
import { cardsCall, defaultCardOf, selectCards } from '../../slice';
import { planLabel } from '../planName';
import { reactivateCall, selectReactivate, selectSubscriptionStatus, statusCall } from '../slice';

/**
 * Choosing the card to reactivate with and reactivating: the card becomes the default, a new
 * subscription is charged to it and the account is activated (reactivationSaga.ts).
 */
export function ReactivationPanel() {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const cards = useAppSelector(selectCards);
  const status = useAppSelector(selectSubscriptionStatus);
  const reactivation = useAppSelector(selectReactivate);
  const list = cards.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const cardId = chosen ?? defaultCardOf(list)?.id ?? null;

  return (
    <section aria-labelledby="reactivate-title">
      <h2 id="reactivate-title">{intl.formatMessage({ id: 'subscriptions.reactivate.title' })}</h2>
      {status.error ? (
        <RetryAlert
          message={word(callFailureMessage(statusCall, status.error))}
          onRetry={() => dispatch(statusCall.request({}))}
        />
      ) : null}
      {status.data?.plan_sku ? (
        <p>
          {intl.formatMessage(
            { id: 'subscriptions.reactivate.plan' },
            { plan: planLabel(intl, status.data.plan_sku) },
          )}
        </p>
      ) : null}
      {cards.error ? (
        <RetryAlert
          message={word(callFailureMessage(cardsCall, cards.error))}
          onRetry={() => dispatch(cardsCall.request({}))}
        />
      ) : null}
      {cards.loading && !cards.data ? <Spin /> : null}
      {cards.data && list.length === 0 ? (
        <p>{intl.formatMessage({ id: 'subscriptions.reactivate.noCards' })}</p>
      ) : null}
      {list.length > 0 ? (
        <Radio.Group
          value={cardId}
          onChange={(event) => setChosen(event.target.value as number)}
          aria-label={intl.formatMessage({ id: 'subscriptions.reactivate.chooseCard' })}
          style={{ display: 'block' }}
        >
          <ul
            className="reactivate-cards"
            aria-label={intl.formatMessage({ id: 'subscriptions.reactivate.chooseCard' })}
          >
            {list.map((card) => (
              <li key={card.id}>
                <CardSummary
                  card={card}
                  control={
                    <Radio
                      value={card.id}
                      aria-label={intl.formatMessage(
                        { id: 'subscriptions.reactivate.useCard' },
                        { last4: card.last4 },
                      )}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        </Radio.Group>
      ) : null}
      <p>
        <Link to={paths.cardSettings.getHref()}>
          {intl.formatMessage({ id: 'subscriptions.reactivate.manageCards' })}
        </Link>
      </p>
      {reactivation.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={word(callFailureMessage(reactivateCall, reactivation.error))}
        />
      ) : null}
      <Button
        type="primary"
        disabled={cardId === null}
        loading={reactivation.loading}
        onClick={() => {
          if (cardId !== null && !reactivation.loading)
            dispatch(reactivateCall.request({ cardId }));
        }}
      >
        {intl.formatMessage({ id: 'subscriptions.reactivate.submit' })}
      </Button>
    </section>
  );
}

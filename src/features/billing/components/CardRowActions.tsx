import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Card } from '../schemas';
import { cardDeleteWanted, selectCardChangeBusy, setDefaultCardCall } from '../slice';

/** Update, Make default and Delete for one card (the default card's Delete is refused by the saga). */
export function CardRowActions({ card, onEdit }: { card: Card; onEdit: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCardChangeBusy);
  const isDefault = card.defaultcard_status === 1;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'billing.cards.actionsOf' }, { last4: card.last4 })}
      className="card-item__actions"
    >
      <Button size="small" onClick={onEdit}>
        {intl.formatMessage({ id: 'billing.cards.edit' })}
      </Button>
      {isDefault ? null : (
        <Button
          size="small"
          disabled={busy}
          onClick={() => dispatch(setDefaultCardCall.request({ card_id: card.id }))}
        >
          {intl.formatMessage({ id: 'billing.cards.makeDefault' })}
        </Button>
      )}
      {isDefault ? (
        // Asking to confirm would be pointless: the refusal comes at once, with nothing sent.
        <Button size="small" danger onClick={() => dispatch(cardDeleteWanted(card))}>
          {intl.formatMessage({ id: 'billing.cards.delete' })}
        </Button>
      ) : (
        <ConfirmDelete onConfirm={() => dispatch(cardDeleteWanted(card))}>
          <Button size="small" danger disabled={busy}>
            {intl.formatMessage({ id: 'billing.cards.delete' })}
          </Button>
        </ConfirmDelete>
      )}
    </div>
  );
}

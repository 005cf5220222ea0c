import { Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../../components/FormModal';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { fundAmountSuggested } from '../../../billing';
import { modalOpened } from '../../../shell';
import type { UserCampaign } from '../schemas';
import {
  addContactsCall,
  addContactsClosed,
  addContactsPriceCall,
  addContactsRequested,
  selectAddContacts,
} from '../slice';
import { AddContactsPrice } from './AddContactsPrice';
import { OrderListsField } from './OrderListsField';

/**
 * Adds contact lists to a running campaign: the lists it does not send to yet, the price of its
 * steps still to come for them, and Confirm, which charges the balance once per intent however
 * often it is pressed (the saga's idempotency key; saving also ignores presses). Mounted per opening,
 * and loaded lazily: it brings antd's Form, which the campaigns page does not otherwise need.
 */
export default function AddContactsModal({ order }: { order: UserCampaign }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectAddContacts);
  const [chosen, setChosen] = useState<number[]>([]);
  const [tried, setTried] = useState(false);

  const priceKey = chosen.length > 0 ? JSON.stringify([...chosen].sort((a, b) => a - b)) : null;
  const askPrice = useCallback(
    (key: string) =>
      dispatch(
        addContactsPriceCall.request({
          user_campaign_id: order.id,
          contact_list_ids: JSON.parse(key) as number[],
        }),
      ),
    [dispatch, order.id],
  );
  useEffect(() => {
    if (priceKey) askPrice(priceKey);
    else dispatch(addContactsPriceCall.clear());
  }, [askPrice, dispatch, priceKey]);

  const price = priceKey ? dialog.price : null;
  const priced = price?.data != null && !price.loading && !price.error;
  const fund = () => {
    dispatch(fundAmountSuggested(dialog.fundAmount));
    dispatch(modalOpened('fundAccount'));
  };
  return (
    <FormModal
      title={intl.formatMessage(
        { id: 'ordering.addContacts.title' },
        { name: order.campaign_name },
      )}
      okText={intl.formatMessage({ id: 'ordering.addContacts.confirm' })}
      okDisabled={!priced && chosen.length > 0}
      initialValues={{}}
      saving={dialog.adding}
      failure={dialog.error ? callFailureMessage(addContactsCall, dialog.error) : null}
      notices={
        dialog.fundAmount !== null ? (
          <p className="add-contacts__fund">
            <Button type="primary" onClick={fund}>
              {intl.formatMessage({ id: 'ordering.addContacts.fund' })}
            </Button>
          </p>
        ) : null
      }
      onCancel={() => dispatch(addContactsClosed())}
      onSubmit={() => {
        setTried(true);
        if (chosen.length === 0 || !priced) return;
        dispatch(addContactsRequested({ order, contact_list_ids: chosen }));
      }}
    >
      <p>{intl.formatMessage({ id: 'ordering.addContacts.intro' })}</p>
      <OrderListsField
        chosen={chosen}
        exclude={order.contact_lists.map((list) => list.id)}
        noneLeft={intl.formatMessage({ id: 'ordering.addContacts.noneLeft' })}
        problem={
          tried && chosen.length === 0 ? intl.formatMessage({ id: 'ordering.listsRequired' }) : null
        }
        onChange={setChosen}
      />
      <AddContactsPrice price={price} onRetry={() => priceKey && askPrice(priceKey)} />
    </FormModal>
  );
}

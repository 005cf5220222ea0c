import '../register';
import './billing.css';
import { Button, Empty, Form, Modal, Radio, Select, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFocusReturn } from '../../../components/useFocusReturn';
import { useNavigate } from 'react-router-dom';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { FUND_AMOUNTS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { formatCents, formatMoney, toCents } from '../../../lib/money';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectProfile } from '../../auth';
import {
  autoFundCall,
  cardsCall,
  defaultCardOf,
  fundAmountSuggested,
  fundRequested,
  selectAutoFund,
  selectCards,
  selectFunding,
  selectLastFunding,
  selectLastFundingCents,
  selectSuggestedAmount,
} from '../slice';
import { FundingNotice } from './FundingNotice';
import { CardSummary, useBrandName } from './CardSummary';

interface FundValues {
  amount: number | undefined;
  cardId: number | undefined;
}

/**
 * Fund Account (accounts-money §2, §4): the balance, one of the fixed amounts, a card (the default
 * preselected), and the charge, debounced and sent once per intent by the funding saga. Opened
 * from the top bar and the account menu.
 */
export default function FundAccountModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  useFocusReturn();
  const navigate = useNavigate();
  const brandName = useBrandName();
  const [form] = Form.useForm<FundValues>();
  const profile = useAppSelector(selectProfile);
  const cards = useAppSelector(selectCards);
  const funding = useAppSelector(selectFunding);
  const lastFunding = useAppSelector(selectLastFunding);
  const lastFundingCents = useAppSelector(selectLastFundingCents);
  const autoFund = useAppSelector(selectAutoFund);
  const [pressed, setPressed] = useState(false);
  // An amount another screen asked for (an order's shortfall), shown once as the choice.
  const suggestion = useAppSelector(selectSuggestedAmount);
  const [suggested] = useState(suggestion);
  useEffect(() => {
    dispatch(fundAmountSuggested(null));
  }, [dispatch]);
  const list = cards.data ?? [];
  const preselected = defaultCardOf(list)?.id;

  useEffect(() => {
    dispatch(cardsCall.request({}));
  }, [dispatch]);
  useEffect(() => {
    if (preselected !== undefined && form.getFieldValue('cardId') === undefined)
      form.setFieldValue('cardId', preselected);
  }, [form, preselected]);
  // A funding this modal started that was credited: the toast says so, and the modal is done.
  useEffect(() => {
    if (pressed && !funding && lastFunding === 'credited') onClose();
  }, [pressed, funding, lastFunding, onClose]);

  const manageCards = () => {
    onClose();
    void navigate(paths.dashboard.membership.getHref());
  };

  return (
    <Modal
      open
      width={760}
      title={intl.formatMessage({ id: 'screen.fundAccount' })}
      onCancel={onClose}
      mask={{ closable: !funding }}
      footer={[
        <Button key="manage" onClick={manageCards}>
          {intl.formatMessage({ id: 'billing.fund.manageCards' })}
        </Button>,
        <Button
          key="fund"
          type="primary"
          loading={funding}
          disabled={list.length === 0}
          onClick={() => form.submit()}
        >
          {intl.formatMessage({ id: 'billing.fund.submit' })}
        </Button>,
      ]}
    >
      <div className="fund-account">
        <div>
          <p>
            {intl.formatMessage({ id: 'billing.fund.balance' })}:{' '}
            <strong className="fund-account__balance" data-testid="fund-balance">
              {formatCents(profile?.total_creditpoints ?? 0, intl.locale)}
            </strong>
          </p>
          {pressed && !funding ? (
            <FundingNotice outcome={lastFunding} amountCents={lastFundingCents} />
          ) : null}
          <Form<FundValues>
            form={form}
            layout="vertical"
            requiredMark
            initialValues={{ amount: suggested ?? undefined, cardId: preselected }}
            onFinish={(values) => {
              if (values.amount === undefined || values.cardId === undefined) return;
              setPressed(true);
              dispatch(
                fundRequested({ cardId: values.cardId, amountCents: toCents(values.amount) }),
              );
            }}
          >
            <Form.Item
              name="amount"
              label={intl.formatMessage({ id: 'billing.fund.amount' })}
              validateTrigger="onBlur"
              rules={[
                {
                  required: true,
                  message: intl.formatMessage({ id: 'billing.fund.amountRequired' }),
                },
                // Only the fixed amounts (accounts-money §5): the select offers nothing else.
                {
                  validator: (_rule, value: unknown) =>
                    value === undefined || FUND_AMOUNTS.includes(value as number)
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(intl.formatMessage({ id: 'billing.fund.amountRequired' })),
                        ),
                },
              ]}
            >
              <Select<number>
                placeholder={intl.formatMessage({ id: 'billing.fund.amountPlaceholder' })}
                options={FUND_AMOUNTS.map((amount) => ({
                  value: amount,
                  label: formatMoney(amount, intl.locale),
                }))}
                disabled={funding}
              />
            </Form.Item>
            <Form.Item
              name="cardId"
              label={intl.formatMessage({ id: 'billing.fund.payWith' })}
              rules={[
                { required: true, message: intl.formatMessage({ id: 'billing.fund.noCardHint' }) },
              ]}
            >
              {list.length > 0 ? (
                <Radio.Group disabled={funding} style={{ display: 'grid', gap: 12 }}>
                  {list.map((card) => (
                    <CardSummary
                      key={card.id}
                      card={card}
                      control={
                        <Radio
                          value={card.id}
                          aria-label={`${brandName(card.brand)} ${intl.formatMessage({ id: 'billing.cards.ending' }, { last4: card.last4 })}`}
                        />
                      }
                    />
                  ))}
                </Radio.Group>
              ) : (
                <span />
              )}
            </Form.Item>
          </Form>
          {cards.error ? (
            <RetryAlert
              message={word(callFailureMessage(cardsCall, cards.error))}
              onRetry={() => dispatch(cardsCall.request({}))}
            />
          ) : null}
          {cards.loading && !cards.data ? <Spin /> : null}
          {cards.data && list.length === 0 ? (
            <Empty description={intl.formatMessage({ id: 'billing.cards.empty' })}>
              <Button onClick={manageCards}>
                {intl.formatMessage({ id: 'billing.cards.add' })}
              </Button>
            </Empty>
          ) : null}
          <p>{intl.formatMessage({ id: 'billing.fund.nonRefundable' })}</p>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Switch
              checked={profile?.autofund_status === 1}
              loading={autoFund.loading}
              onChange={(on) => dispatch(autoFundCall.request({ autofund_status: on ? 1 : 0 }))}
            />
            {intl.formatMessage({ id: 'billing.autoFund.label' })}
          </label>
          <p className="fund-account__hint">
            {intl.formatMessage({ id: 'billing.autoFund.help' })}
          </p>
        </div>
        <div className="fund-account__aside" role="note">
          <p>{intl.formatMessage({ id: 'billing.fund.sideNotice' })}</p>
        </div>
      </div>
    </Modal>
  );
}

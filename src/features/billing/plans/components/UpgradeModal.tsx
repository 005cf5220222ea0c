import { outcomeUnknown } from '../../../../api';
import { Button, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useUserMessage } from '../../../../components/useUserMessage';
import { paths } from '../../../../config/paths';
import type { MessageId } from '../../../../i18n/messageIds';
import { formatMoney } from '../../../../lib/money';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { selectProfile } from '../../../auth';
import {
  basicToProCall,
  planCleared,
  selectChosenPlan,
  selectUpgradeError,
  selectUpgrading,
  upgradeErrorDismissed,
  upgradeSubmitted,
} from '../slice';

const TERMS: readonly MessageId[] = [
  'billing.upgrade.term.card',
  'billing.upgrade.term.prorated',
  'billing.upgrade.term.noTrial',
  'billing.upgrade.term.noDowngrade',
];

/**
 * 'Upgrade to {plan name}' (accounts-money §2): a greeting, the four terms, Cancel and Submit, and
 * the error modal with the server's message and Manage Payments. Open while a plan is chosen.
 */
export function UpgradeModal() {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const chosen = useAppSelector(selectChosenPlan);
  const upgrading = useAppSelector(selectUpgrading);
  const error = useAppSelector(selectUpgradeError);
  const profile = useAppSelector(selectProfile);
  const plan = chosen
    ? intl.formatMessage({
        id: chosen.kind === 'pro' ? 'billing.plans.pro' : 'billing.plans.essentials',
      })
    : '';
  return (
    <>
      <Modal
        open={chosen !== null && error === null}
        title={intl.formatMessage({ id: 'billing.upgrade.title' }, { plan })}
        onCancel={() => dispatch(planCleared())}
        closable={!upgrading}
        mask={{ closable: false }}
        destroyOnHidden
        footer={[
          <Button key="cancel" disabled={upgrading} onClick={() => dispatch(planCleared())}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>,
          <Button
            key="submit"
            type="primary"
            loading={upgrading}
            onClick={() => dispatch(upgradeSubmitted())}
          >
            {intl.formatMessage({ id: 'billing.upgrade.submit' })}
          </Button>,
        ]}
      >
        <p>
          {intl.formatMessage({ id: 'billing.upgrade.greeting' }, { name: profile?.fname ?? '' })}
        </p>
        <ul>
          {TERMS.map((term) => (
            <li key={term}>{intl.formatMessage({ id: term })}</li>
          ))}
        </ul>
        {chosen ? (
          <p>
            {intl.formatMessage(
              { id: 'billing.upgrade.price' },
              { price: formatMoney(chosen.priceCents / 100, intl.locale) },
            )}
          </p>
        ) : null}
      </Modal>
      <Modal
        open={error !== null}
        title={intl.formatMessage({
          id: error && outcomeUnknown(error) ? 'money.unknownTitle' : 'billing.upgrade.errorTitle',
        })}
        onCancel={() => dispatch(upgradeErrorDismissed())}
        destroyOnHidden
        footer={[
          <Button key="close" onClick={() => dispatch(upgradeErrorDismissed())}>
            {intl.formatMessage({ id: 'common.close' })}
          </Button>,
          <Button
            key="payments"
            type="primary"
            onClick={() => {
              dispatch(upgradeErrorDismissed());
              dispatch(planCleared());
              void navigate(paths.dashboard.membership.getHref());
            }}
          >
            {intl.formatMessage({ id: 'billing.upgrade.managePayments' })}
          </Button>,
        ]}
      >
        <p role="alert">{error ? word(callFailureMessage(basicToProCall, error)) : null}</p>
      </Modal>
    </>
  );
}

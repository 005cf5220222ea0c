import { Checkbox, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../../components/FormModal';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { accountCancelRequested, cancelAccountCall, selectCancel } from '../slice';

interface CancelValues {
  reason: string;
  understood: boolean;
}

const REASON_MAX_LENGTH = 500;

/**
 * Asks before cancel-account: what cancelling means, an optional reason, and a box to tick. On
 * success the saga leads to /cancelled-account, where the account can be reactivated.
 */
export default function CancelAccountDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cancel = useAppSelector(selectCancel);
  return (
    <FormModal<CancelValues>
      title={intl.formatMessage({ id: 'subscriptions.cancel.title' })}
      okText={intl.formatMessage({ id: 'subscriptions.cancel.confirm' })}
      initialValues={{ reason: '', understood: false }}
      saving={cancel.loading}
      failure={cancel.error ? callFailureMessage(cancelAccountCall, cancel.error) : null}
      onCancel={onClose}
      onSubmit={(values) => dispatch(accountCancelRequested({ reason: values.reason ?? '' }))}
    >
      <p>{intl.formatMessage({ id: 'subscriptions.cancel.explain' })}</p>
      <Form.Item
        name="reason"
        label={intl.formatMessage({ id: 'subscriptions.cancel.reason' })}
        rules={[
          {
            max: REASON_MAX_LENGTH,
            message: intl.formatMessage(
              { id: 'subscriptions.address.tooLong' },
              { max: REASON_MAX_LENGTH },
            ),
          },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name="understood"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value: unknown) =>
              value === true
                ? Promise.resolve()
                : Promise.reject(
                    new Error(intl.formatMessage({ id: 'subscriptions.cancel.mustConfirm' })),
                  ),
          },
        ]}
      >
        <Checkbox>{intl.formatMessage({ id: 'subscriptions.cancel.understood' })}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}

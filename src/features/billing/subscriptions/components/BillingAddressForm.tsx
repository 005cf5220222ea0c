import { Button, Form, Input, Spin } from 'antd';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/messageIds';
import { MessageAlert } from '../../../../components/MessageAlert';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import type { BillingAddress } from '../schemas';
import {
  billingAddressCall,
  saveAddressCall,
  selectBillingAddress,
  selectSaveAddress,
} from '../slice';
import {
  ADDRESS_COUNTRIES,
  UK,
  countryName,
  optionalRules,
  postalCodeRules,
  requiredRules,
} from './addressRules';
import { VatRates } from './VatRates';

const trimmed = (values: BillingAddress): BillingAddress => ({
  billing_fullname: values.billing_fullname.trim(),
  line1: values.line1.trim(),
  line2: (values.line2 ?? '').trim(),
  city: values.city.trim(),
  state: (values.state ?? '').trim(),
  postal_code: values.postal_code.trim(),
  country: values.country,
});

function AddressFields({ address }: { address: BillingAddress }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSaveAddress);
  const [form] = Form.useForm<BillingAddress>();
  const country = Form.useWatch('country', form) ?? address.country;
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <>
      <MessageAlert message={save.error ? callFailureMessage(saveAddressCall, save.error) : null} />
      <Form<BillingAddress>
        form={form}
        className="billing-address-form"
        layout="vertical"
        initialValues={address}
        disabled={save.loading}
        onFinish={(values) => dispatch(saveAddressCall.request(trimmed(values)))}
      >
        <Form.Item
          name="billing_fullname"
          label={label('subscriptions.address.fullName')}
          rules={requiredRules(intl)}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="line1"
          label={label('subscriptions.address.line1')}
          rules={requiredRules(intl)}
        >
          <Input autoComplete="address-line1" />
        </Form.Item>
        <Form.Item
          name="line2"
          label={label('subscriptions.address.line2')}
          rules={optionalRules(intl)}
        >
          <Input autoComplete="address-line2" />
        </Form.Item>
        <Form.Item
          name="city"
          label={label('subscriptions.address.city')}
          rules={requiredRules(intl)}
        >
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item
          name="state"
          label={label('subscriptions.address.state')}
          rules={optionalRules(intl)}
        >
          <Input autoComplete="address-level1" />
        </Form.Item>
        <Form.Item
          name="postal_code"
          label={label('subscriptions.address.postalCode')}
          rules={postalCodeRules(intl, country)}
          dependencies={['country']}
        >
          <Input autoComplete="postal-code" />
        </Form.Item>
        <Form.Item
          name="country"
          label={label('subscriptions.address.country')}
          rules={[{ required: true, message: label('subscriptions.address.required') }]}
        >
          {/* Native: antd's Select would add ~25 KB to the Billing page's first load. */}
          <select className="billing-country">
            <option value="" disabled>
              {label('subscriptions.address.chooseCountry')}
            </option>
            {ADDRESS_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(intl.locale, code)}
              </option>
            ))}
          </select>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.loading}>
          {label('subscriptions.address.save')}
        </Button>
      </Form>
      {country === UK ? <VatRates /> : null}
    </>
  );
}

/** The billing address: fetched (stripepayment-billingaddress-details/), edited and saved. */
export function BillingAddressForm({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const word = useUserMessage();
  const address = useAppSelector(selectBillingAddress);
  return (
    <section className="billing-section" aria-labelledby="billing-address-title">
      <h2 id="billing-address-title">
        {intl.formatMessage({ id: 'subscriptions.address.title' })}
      </h2>
      {address.error ? (
        <RetryAlert
          message={word(callFailureMessage(billingAddressCall, address.error))}
          onRetry={onRetry}
        />
      ) : null}
      {address.loading && !address.data ? <Spin /> : null}
      {address.data ? <AddressFields address={address.data} /> : null}
    </section>
  );
}

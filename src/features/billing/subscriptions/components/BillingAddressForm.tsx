import { Button, Spin } from 'antd';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  FormField,
  NativeSelect,
  TextInput,
  fieldProblemId,
} from '../../../../components/controls';
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
  type AddressField,
  UK,
  addressProblem,
  countryName,
  isRequiredAddressField,
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

const TEXT_FIELDS: readonly {
  name: Exclude<AddressField, 'country'>;
  label: MessageId;
  autoComplete: string;
}[] = [
  { name: 'billing_fullname', label: 'subscriptions.address.fullName', autoComplete: 'name' },
  { name: 'line1', label: 'subscriptions.address.line1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'subscriptions.address.line2', autoComplete: 'address-line2' },
  { name: 'city', label: 'subscriptions.address.city', autoComplete: 'address-level2' },
  { name: 'state', label: 'subscriptions.address.state', autoComplete: 'address-level1' },
  { name: 'postal_code', label: 'subscriptions.address.postalCode', autoComplete: 'postal-code' },
];

const ALL_FIELDS: readonly AddressField[] = [...TEXT_FIELDS.map((field) => field.name), 'country'];

/**
 * The address's fields with the light controls: antd's Form and Input would add about 26 KB to
 * the Billing page, the heaviest route. A field says what is wrong once it has been left or the
 * form sent, and from then on as it is typed in.
 */
function AddressFields({ address }: { address: BillingAddress }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSaveAddress);
  const [values, setValues] = useState<BillingAddress>(address);
  const [checked, setChecked] = useState<ReadonlySet<AddressField>>(new Set());
  const label = (id: MessageId) => intl.formatMessage({ id });
  const problemOf = (field: AddressField) => {
    if (!checked.has(field)) return null;
    const problem = addressProblem(field, values);
    return problem ? intl.formatMessage({ id: problem.id }, problem.values) : null;
  };
  const check = (field: AddressField) => setChecked((current) => new Set(current).add(field));
  const change = (field: AddressField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(new Set(ALL_FIELDS));
    if (ALL_FIELDS.some((field) => addressProblem(field, values))) return;
    dispatch(saveAddressCall.request(trimmed(values)));
  };
  const control = (field: AddressField) => {
    const problem = problemOf(field);
    return {
      id: `billing-${field}`,
      disabled: save.loading,
      invalid: problem !== null,
      'aria-describedby': problem ? fieldProblemId(`billing-${field}`) : undefined,
      onBlur: () => check(field),
    };
  };
  return (
    <>
      <MessageAlert message={save.error ? callFailureMessage(saveAddressCall, save.error) : null} />
      <form className="billing-address-form" noValidate onSubmit={submit}>
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`billing-${field.name}`}
            label={label(field.label)}
            required={isRequiredAddressField(field.name)}
            problem={problemOf(field.name)}
          >
            <TextInput
              {...control(field.name)}
              autoComplete={field.autoComplete}
              value={values[field.name] ?? ''}
              onChange={(event) => change(field.name, event.target.value)}
            />
          </FormField>
        ))}
        <FormField
          id="billing-country"
          label={label('subscriptions.address.country')}
          required
          problem={problemOf('country')}
        >
          <NativeSelect
            {...control('country')}
            autoComplete="country"
            value={values.country}
            onChange={(event) => {
              change('country', event.target.value);
              check('country');
            }}
          >
            <option value="" disabled>
              {label('subscriptions.address.chooseCountry')}
            </option>
            {ADDRESS_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(intl.locale, code)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="primary" htmlType="submit" loading={save.loading}>
          {label('subscriptions.address.save')}
        </Button>
      </form>
      {values.country === UK ? <VatRates /> : null}
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

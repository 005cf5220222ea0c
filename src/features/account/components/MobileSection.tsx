import { Button, Form } from 'antd';
import { useIntl } from 'react-intl';
import { displayUsPhone, formatUsPhone } from '../../../lib/phone';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Profile } from '../../auth';
import {
  checkPhoneCall,
  mobileSubmitted,
  selectCheckPhone,
  selectSavingMobile,
  selectUpdateMobile,
  updateMobileCall,
} from '../slice';
import { mobileDigits } from '../validation';
import { TextInput } from '../../../components/controls';
import { PanelSection } from '../../../components/PanelSection';
import { SectionFailure } from './SectionFailure';
import { useDraftedForm } from './useDraftedForm';

interface MobileValues extends Record<string, unknown> {
  phone_no: string;
}

/**
 * The mobile: a US number in the spec's formatter ((xxx) xxx-xxxx), checked against the other
 * accounts (check-phonenumberexists-accountsetting), then saved (update-user-mobile-number).
 */
export function MobileSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const check = useAppSelector(selectCheckPhone);
  const update = useAppSelector(selectUpdateMobile);
  const saving = useAppSelector(selectSavingMobile);
  const { form, initialValues, onValuesChange } = useDraftedForm<MobileValues>(
    'mobile',
    { phone_no: profile.phone_no ? displayUsPhone(profile.phone_no) : '' },
    update.data,
  );

  return (
    <PanelSection title={intl.formatMessage({ id: 'account.mobile.title' })}>
      <SectionFailure call={checkPhoneCall} error={check.error} />
      <SectionFailure call={updateMobileCall} error={update.error} />
      <Form<MobileValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={(values) =>
          dispatch(mobileSubmitted({ phone_no: mobileDigits(values.phone_no) ?? values.phone_no }))
        }
        requiredMark={false}
      >
        <Form.Item
          name="phone_no"
          label={intl.formatMessage({ id: 'account.mobile.label' })}
          extra={intl.formatMessage({ id: 'account.mobile.hint' })}
          rules={[
            {
              required: true,
              whitespace: true,
              message: intl.formatMessage({ id: 'account.mobile.required' }),
            },
            {
              validator: (_rule, value: string | undefined) =>
                !value?.trim() || mobileDigits(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(intl.formatMessage({ id: 'account.mobile.invalid' }))),
            },
          ]}
        >
          {/* The spec's formatter shows a whole number as (xxx) xxx-xxxx when the field is left. */}
          <TextInput
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            onBlur={(event) => {
              const formatted = formatUsPhone(event.target.value);
              if (formatted) form.setFieldValue('phone_no', formatted);
            }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {intl.formatMessage({ id: 'account.mobile.save' })}
        </Button>
      </Form>
    </PanelSection>
  );
}

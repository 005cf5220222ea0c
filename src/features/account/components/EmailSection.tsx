import { Button, Form } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Profile } from '../../auth';
import {
  selectUpdateEmail,
  selectUpdateSecondaryEmail,
  updateEmailCall,
  updateSecondaryEmailCall,
} from '../slice';
import { isEmail } from '../validation';
import { TextInput } from '../../../components/controls';
import { PanelSection } from '../../../components/PanelSection';
import { SectionFailure } from './SectionFailure';
import { useDraftedForm } from './useDraftedForm';

interface EmailValues extends Record<string, unknown> {
  email: string;
}
interface SecondaryValues extends Record<string, unknown> {
  secondary_email: string;
}

/** The sign-in address (update-user-email-adrress) and a second one for notices (update-usersecondary-email). */
export function EmailSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const primary = useAppSelector(selectUpdateEmail);
  const secondary = useAppSelector(selectUpdateSecondaryEmail);
  const primaryForm = useDraftedForm<EmailValues>('email', { email: profile.email }, primary.data);
  const secondaryForm = useDraftedForm<SecondaryValues>(
    'secondaryEmail',
    { secondary_email: profile.secondary_email },
    secondary.data,
  );
  const invalid = intl.formatMessage({ id: 'account.email.invalid' });

  return (
    <PanelSection title={intl.formatMessage({ id: 'account.email.title' })}>
      <SectionFailure call={updateEmailCall} error={primary.error} />
      <Form<EmailValues>
        form={primaryForm.form}
        layout="vertical"
        initialValues={primaryForm.initialValues}
        onValuesChange={primaryForm.onValuesChange}
        onFinish={(values) => dispatch(updateEmailCall.request({ email: values.email.trim() }))}
        requiredMark={false}
      >
        <Form.Item
          name="email"
          label={intl.formatMessage({ id: 'account.email.primary' })}
          extra={intl.formatMessage({ id: 'account.email.primaryHint' })}
          rules={[
            {
              required: true,
              whitespace: true,
              message: intl.formatMessage({ id: 'account.email.required' }),
            },
            {
              validator: (_rule, value: string | undefined) =>
                !value?.trim() || isEmail(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(invalid)),
            },
          ]}
        >
          <TextInput type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={primary.loading}>
          {intl.formatMessage({ id: 'account.email.save' })}
        </Button>
      </Form>

      <div className="account-divider" />
      <SectionFailure call={updateSecondaryEmailCall} error={secondary.error} />
      <Form<SecondaryValues>
        form={secondaryForm.form}
        layout="vertical"
        initialValues={secondaryForm.initialValues}
        onValuesChange={secondaryForm.onValuesChange}
        onFinish={(values) =>
          dispatch(
            updateSecondaryEmailCall.request({ secondary_email: values.secondary_email.trim() }),
          )
        }
        requiredMark={false}
      >
        <Form.Item
          name="secondary_email"
          label={intl.formatMessage({ id: 'account.email.secondary' })}
          extra={intl.formatMessage({ id: 'account.email.secondaryHint' })}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const address = (value ?? '').trim();
                if (address === '') return Promise.resolve();
                if (!isEmail(address)) return Promise.reject(new Error(invalid));
                if (address.toLowerCase() === profile.email.toLowerCase())
                  return Promise.reject(
                    new Error(intl.formatMessage({ id: 'account.email.sameAsPrimary' })),
                  );
                return Promise.resolve();
              },
            },
          ]}
        >
          <TextInput type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Button htmlType="submit" loading={secondary.loading}>
          {intl.formatMessage({ id: 'account.email.saveSecondary' })}
        </Button>
      </Form>
    </PanelSection>
  );
}

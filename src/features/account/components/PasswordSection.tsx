import { Button, Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_RULES, meetsPasswordRule, unmetPasswordRules } from '../../../lib/passwordRules';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Profile } from '../../auth';
import { changePasswordCall, selectChangePassword } from '../slice';
import { TextInput } from '../../../components/controls';
import { PanelSection } from '../../../components/PanelSection';
import { SectionFailure } from './SectionFailure';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * The password (changepassword-basicuser): the current one, then a new one under sign-up's rules
 * (lib/passwordRules.ts), shown as the user types. Passwords are never drafted.
 */
export function PasswordSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const slot = useAppSelector(selectChangePassword);
  const [form] = Form.useForm<PasswordValues>();
  const typed = Form.useWatch('new_password', form) ?? '';

  // A changed password empties the form.
  const answerAtMount = useRef(slot.data);
  useEffect(() => {
    if (!slot.data || slot.data === answerAtMount.current) return;
    answerAtMount.current = slot.data;
    form.resetFields();
  }, [form, slot.data]);

  const submit = (values: PasswordValues) =>
    dispatch(
      changePasswordCall.request({
        current_password: values.current_password,
        new_password: values.new_password,
      }),
    );

  return (
    <PanelSection title={intl.formatMessage({ id: 'account.password.title' })}>
      <SectionFailure call={changePasswordCall} error={slot.error} />
      <Form<PasswordValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="current_password"
          label={intl.formatMessage({ id: 'account.password.current' })}
          rules={[
            {
              required: true,
              message: intl.formatMessage({ id: 'account.password.currentRequired' }),
            },
          ]}
        >
          <TextInput type="password" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={intl.formatMessage({ id: 'account.password.new' })}
          rules={[
            { required: true, message: intl.formatMessage({ id: 'account.password.newRequired' }) },
            {
              validator: (_rule, value: string | undefined) =>
                !value || unmetPasswordRules(value, profile.email).length === 0
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(intl.formatMessage({ id: 'account.password.rulesUnmet' })),
                    ),
            },
          ]}
          extra={
            <div className="account-rules">
              <span>{intl.formatMessage({ id: 'account.password.rulesTitle' })}</span>
              <ul>
                {PASSWORD_RULES.map((rule) => {
                  const met = typed !== '' && meetsPasswordRule(rule, typed, profile.email);
                  return (
                    <li key={rule} className={met ? 'account-rules__met' : undefined}>
                      <span aria-hidden="true">{met ? '✓ ' : '• '}</span>
                      {intl.formatMessage({ id: `account.password.rule.${rule}` })}
                    </li>
                  );
                })}
              </ul>
            </div>
          }
        >
          <TextInput type="password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={intl.formatMessage({ id: 'account.password.confirm' })}
          dependencies={['new_password']}
          rules={[
            {
              required: true,
              message: intl.formatMessage({ id: 'account.password.confirmRequired' }),
            },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('new_password')
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(intl.formatMessage({ id: 'account.password.mismatch' })),
                    ),
            }),
          ]}
        >
          <TextInput type="password" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={slot.loading}>
          {intl.formatMessage({ id: 'account.password.save' })}
        </Button>
      </Form>
    </PanelSection>
  );
}

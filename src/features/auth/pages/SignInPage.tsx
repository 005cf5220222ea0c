import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ChromeOnlyBanner } from '../../../components/ChromeOnlyBanner';
import type { PageProps } from '../../../components/pageProps';
import { useUserMessage } from '../../../components/useUserMessage';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { DemoAccountsPanel } from '../components/DemoAccountsPanel';
import { loginErrorMessage } from '../loginError';
import { loginCall, selectLoginState, signInSubmitted } from '../slice';
import { type SignOutReason, setRedirectFlag, takeSignOutReason } from '../storage';

interface SignInValues {
  email: string;
  password: string;
}

function rememberedLocation(search: URLSearchParams, state: unknown): string | null {
  const fromQuery = search.get('next');
  if (fromQuery) return fromQuery;
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string')
    return state.from;
  return null;
}

export default function SignInPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLoginState);
  const [form] = Form.useForm<SignInValues>();
  const [search] = useSearchParams();
  const location = useLocation();
  const [signOutReason] = useState<SignOutReason | null>(takeSignOutReason);

  useEffect(() => {
    // Links from emails ask to land on notifications or billing after sign-in.
    const redirect = search.get('redirect');
    if (redirect === 'notification' || redirect === 'billing') setRedirectFlag(redirect);
  }, [search]);

  useEffect(
    () => () => {
      dispatch(loginCall.clear());
    },
    [dispatch],
  );

  const submit = (values: SignInValues) => {
    dispatch(signInSubmitted({ ...values, next: rememberedLocation(search, location.state) }));
  };

  return (
    <main className="signin">
      <ChromeOnlyBanner />
      <div className="signin__panel">
        <p className="signin__brand">{intl.formatMessage({ id: 'app.name' })}</p>
        <h1 className="signin__title">{intl.formatMessage({ id: titleId })}</h1>
        <p className="signin__subtitle">
          <FormattedMessage id="auth.signIn.subtitle" />
        </p>
        {signOutReason === 'subscription' ? (
          <Alert
            type="warning"
            showIcon
            className="signin__alert"
            title={intl.formatMessage({ id: 'auth.subscriptionEnded' })}
          />
        ) : null}
        {login.error ? (
          <Alert
            type="error"
            showIcon
            className="signin__alert"
            role="alert"
            title={word(loginErrorMessage(login.error))}
          />
        ) : null}
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          validateTrigger="onBlur"
          disabled={login.loading}
        >
          <Form.Item
            label={intl.formatMessage({ id: 'auth.email' })}
            name="email"
            rules={[
              { required: true, message: intl.formatMessage({ id: 'auth.email.required' }) },
              { type: 'email', message: intl.formatMessage({ id: 'auth.email.invalid' }) },
            ]}
          >
            <Input type="email" autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'auth.password' })}
            name="password"
            rules={[
              { required: true, message: intl.formatMessage({ id: 'auth.password.required' }) },
            ]}
          >
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={login.loading}>
            <FormattedMessage id="auth.submit" />
          </Button>
        </Form>
        <p className="signin__links">
          <Link to="/forgotpassword">
            <FormattedMessage id="auth.forgotPassword" />
          </Link>
          <Link to="/signup">
            <FormattedMessage id="auth.signUp" />
          </Link>
        </p>
        <DemoAccountsPanel
          onUse={(account, password) => form.setFieldsValue({ email: account.email, password })}
        />
      </div>
    </main>
  );
}

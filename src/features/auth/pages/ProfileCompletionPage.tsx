import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { useUserMessage } from '../../../components/useUserMessage';
import { formatUsPhone, normalizeUsPhone } from '../../../lib/phone';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import {
  editProfileCall,
  profileCompleteCall,
  profileCompletionSubmitted,
  selectCompletingProfile,
  selectEditProfile,
  selectProfile,
  selectProfileComplete,
} from '../slice';
import { NAME_MAX_LENGTH, nameProblem } from '../profileValidation';

interface CompletionValues {
  fname: string;
  lname: string;
  phone_no: string;
}

/** /settings: profile completion for a Marketplace user whose profilecomplete_status is 0. */
export default function ProfileCompletionPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const editing = useAppSelector(selectEditProfile);
  const completing = useAppSelector(selectProfileComplete);
  const sending = useAppSelector(selectCompletingProfile);
  const failure = editing.error ?? completing.error;
  // No maxLength on the inputs: the browser would cut a pasted name silently; the rule says so.
  const tooLong = intl.formatMessage({ id: 'settings.name.tooLong' }, { max: NAME_MAX_LENGTH });
  const nameRules = (requiredId: 'settings.fname.required' | 'settings.lname.required'): Rule[] => [
    {
      validator: (_rule, value: string | undefined) => {
        const problem = nameProblem(value ?? '');
        if (problem === null) return Promise.resolve();
        const message = problem === 'required' ? intl.formatMessage({ id: requiredId }) : tooLong;
        return Promise.reject(new Error(message));
      },
    },
  ];

  const submit = (values: CompletionValues) => {
    dispatch(
      profileCompletionSubmitted({
        fname: values.fname,
        lname: values.lname,
        phone_no: normalizeUsPhone(values.phone_no) ?? values.phone_no,
      }),
    );
  };

  return (
    <main className="signin">
      <div className="signin__panel">
        <p className="signin__brand">{intl.formatMessage({ id: 'app.name' })}</p>
        <h1 className="signin__title">{intl.formatMessage({ id: titleId })}</h1>
        <p className="signin__subtitle">
          <FormattedMessage id="settings.intro" />
        </p>
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="signin__alert"
            title={word(
              callFailureMessage(editing.error ? editProfileCall : profileCompleteCall, failure),
            )}
          />
        ) : null}
        <Form<CompletionValues>
          layout="vertical"
          requiredMark
          onFinish={submit}
          disabled={sending}
          initialValues={{
            fname: profile?.fname ?? '',
            lname: profile?.lname ?? '',
            phone_no: formatUsPhone(profile?.phone_no ?? '') ?? '',
          }}
        >
          <Form.Item
            label={intl.formatMessage({ id: 'settings.fname' })}
            name="fname"
            required
            rules={nameRules('settings.fname.required')}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'settings.lname' })}
            name="lname"
            required
            rules={nameRules('settings.lname.required')}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage({ id: 'settings.phone' })}
            name="phone_no"
            validateTrigger="onBlur"
            normalize={(value: string) => formatUsPhone(value) ?? value}
            rules={[
              { required: true, message: intl.formatMessage({ id: 'settings.phone.required' }) },
              {
                validator: (_rule, value: string) =>
                  !value || normalizeUsPhone(value)
                    ? Promise.resolve()
                    : Promise.reject(
                        new Error(intl.formatMessage({ id: 'settings.phone.invalid' })),
                      ),
              },
            ]}
          >
            <Input type="tel" autoComplete="tel-national" inputMode="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={sending}>
            <FormattedMessage id="settings.save" />
          </Button>
        </Form>
      </div>
    </main>
  );
}

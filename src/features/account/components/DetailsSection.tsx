import { Button, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useIntl } from 'react-intl';
import { ROLE } from '../../../config/constants';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Profile } from '../../auth';
import { BUSINESS_MAX, nameRule } from '../validation';
import { editCoachCall, editDetailsCall, selectEditCoach, selectEditDetails } from '../slice';
import { TextInput } from '../../../components/controls';
import { PanelSection } from '../../../components/PanelSection';
import { SectionFailure } from './SectionFailure';
import { useDraftedForm } from './useDraftedForm';

interface DetailsValues extends Record<string, unknown> {
  fname: string;
  lname: string;
  business_name: string;
}

/**
 * Name and details: a PRO user's go through edit_coach with the business; a Marketplace user's and
 * the super admin's through edit-basicuser-profile (which also carries the mobile, sent unchanged:
 * the mobile has its own form and check).
 */
export function DetailsSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const coach = profile.role_id === ROLE.designStudio;
  const slot = useAppSelector(coach ? selectEditCoach : selectEditDetails);
  const call = coach ? editCoachCall : editDetailsCall;
  const saved: DetailsValues = {
    fname: profile.fname,
    lname: profile.lname,
    business_name: profile.business_name,
  };
  const { form, initialValues, onValuesChange } = useDraftedForm('details', saved, slot.data);

  const rules = (requiredId: 'account.details.fname.required' | 'account.details.lname.required') =>
    [nameRule(intl, requiredId)] as Rule[];

  const submit = (values: DetailsValues) => {
    if (coach)
      dispatch(
        editCoachCall.request({
          fname: values.fname,
          lname: values.lname,
          business_name: values.business_name,
          industry_id: profile.industry_id,
        }),
      );
    else
      dispatch(
        editDetailsCall.request({
          fname: values.fname,
          lname: values.lname,
          phone_no: profile.phone_no,
        }),
      );
  };

  return (
    <PanelSection title={intl.formatMessage({ id: 'account.details.title' })}>
      <SectionFailure call={call} error={slot.error} />
      <Form<DetailsValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={submit}
        requiredMark={false}
      >
        <div className="account-row">
          <Form.Item
            name="fname"
            label={intl.formatMessage({ id: 'account.details.fname' })}
            rules={rules('account.details.fname.required')}
          >
            <TextInput autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            name="lname"
            label={intl.formatMessage({ id: 'account.details.lname' })}
            rules={rules('account.details.lname.required')}
          >
            <TextInput autoComplete="family-name" />
          </Form.Item>
        </div>
        {coach ? (
          <>
            <Form.Item
              name="business_name"
              label={intl.formatMessage({ id: 'account.details.business' })}
              rules={[
                {
                  validator: (_rule, value: string | undefined) =>
                    [...(value ?? '')].length > BUSINESS_MAX
                      ? Promise.reject(
                          new Error(
                            intl.formatMessage(
                              { id: 'account.details.business.tooLong' },
                              { max: BUSINESS_MAX },
                            ),
                          ),
                        )
                      : Promise.resolve(),
                },
              ]}
            >
              <TextInput autoComplete="organization" />
            </Form.Item>
            {profile.domain ? (
              <div className="account-readonly">
                <span className="account-readonly__label">
                  {intl.formatMessage({ id: 'account.details.domain' })}
                </span>
                <span className="account-readonly__value">{profile.domain}</span>
                <span className="account-hint">
                  {intl.formatMessage({ id: 'account.details.domainHint' })}
                </span>
              </div>
            ) : null}
          </>
        ) : null}
        <Button type="primary" htmlType="submit" loading={slot.loading}>
          {intl.formatMessage({ id: 'account.details.save' })}
        </Button>
      </Form>
    </PanelSection>
  );
}

import { Button, Form } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Profile } from '../../auth';
import { selectUpdateReferralNotes, updateReferralNotesCall } from '../slice';
import { REFERRAL_NOTES_MAX, lengthOf } from '../validation';
import { TextArea } from '../../../components/controls';
import { PanelSection } from '../../../components/PanelSection';
import { SectionFailure } from './SectionFailure';
import { useDraftedForm } from './useDraftedForm';

interface NotesValues extends Record<string, unknown> {
  referral_notes: string;
}

/** The user's note on who referred them (the referral-notes update; success is HTTP 200). */
export function ReferralNotesSection({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const slot = useAppSelector(selectUpdateReferralNotes);
  const { form, initialValues, onValuesChange } = useDraftedForm<NotesValues>(
    'referralNotes',
    { referral_notes: profile.referral_notes },
    slot.data,
  );
  const typed = Form.useWatch('referral_notes', form);

  return (
    <PanelSection title={intl.formatMessage({ id: 'account.referral.title' })}>
      <SectionFailure call={updateReferralNotesCall} error={slot.error} />
      <Form<NotesValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={(values) =>
          dispatch(updateReferralNotesCall.request({ referral_notes: values.referral_notes }))
        }
        requiredMark={false}
      >
        <Form.Item
          name="referral_notes"
          label={intl.formatMessage({ id: 'account.referral.label' })}
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                lengthOf(value ?? '') > REFERRAL_NOTES_MAX
                  ? Promise.reject(
                      new Error(
                        intl.formatMessage(
                          { id: 'account.referral.tooLong' },
                          { max: REFERRAL_NOTES_MAX },
                        ),
                      ),
                    )
                  : Promise.resolve(),
            },
          ]}
        >
          {/* No maxLength: the browser would cut a paste silently; the rule says so instead. */}
          <TextArea rows={3} />
        </Form.Item>
        <p className="account-hint account-count">
          {lengthOf(typed ?? '')} / {REFERRAL_NOTES_MAX}
        </p>
        <Button htmlType="submit" loading={slot.loading}>
          {intl.formatMessage({ id: 'account.referral.save' })}
        </Button>
      </Form>
    </PanelSection>
  );
}

import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../components/FormModal';
import { RetryAlert } from '../../../components/RetryAlert';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { useCallSettled } from '../../../state/useCallSettled';
import type { Campaign } from '../schemas';
import {
  duplicateCall,
  selectCampaignActivity,
  selectCampaignOutcome,
  selectShareRecipients,
  shareCall,
  shareRecipientsCall,
} from '../slice';

export type CampaignDialogKind = 'duplicate' | 'share';

const NAME_MAX = 100;
/** A pause in typing before the recipients are asked for again. */
const SEARCH_DEBOUNCE_MS = 300;

/** Duplicate under a new name (dupicate-campaign/); a refused name shows the server's words. */
function DuplicateCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCampaignActivity)[campaign.id] === 'duplicate';
  const error =
    useCallSettled(
      useAppSelector(selectCampaignOutcome),
      (outcome) => outcome.activity === 'duplicate' && outcome.campaignId === campaign.id,
      { onSuccess: onClose },
    )?.error ?? null;
  return (
    <FormModal<{ name: string }>
      title={intl.formatMessage({ id: 'campaigns.duplicate.title' }, { name: campaign.name })}
      okText={intl.formatMessage({ id: 'campaigns.duplicate' })}
      initialValues={{
        name: intl.formatMessage(
          { id: 'campaigns.duplicate.defaultName' },
          { name: campaign.name },
        ),
      }}
      saving={busy}
      failure={error ? callFailureMessage(duplicateCall, error) : null}
      onCancel={onClose}
      onSubmit={({ name }) =>
        dispatch(duplicateCall.request({ campaign_id: campaign.id, campaign_name: name.trim() }))
      }
    >
      <Form.Item
        name="name"
        label={intl.formatMessage({ id: 'campaigns.duplicate.name' })}
        rules={[
          {
            required: true,
            whitespace: true,
            message: intl.formatMessage({ id: 'campaigns.nameRequired' }),
          },
          {
            max: NAME_MAX,
            message: intl.formatMessage({ id: 'campaigns.nameTooLong' }, { max: NAME_MAX }),
          },
        ]}
      >
        <Input autoFocus />
      </Form.Item>
    </FormModal>
  );
}

/**
 * Share with a PRO admin (share-campaign/): a searchable picker of those one may share with
 * (share-recipients/), sent as the chosen user's id.
 */
function ShareCampaignDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCampaignActivity)[campaign.id] === 'share';
  const recipients = useAppSelector(selectShareRecipients);
  const error =
    useCallSettled(
      useAppSelector(selectCampaignOutcome),
      (outcome) => outcome.activity === 'share' && outcome.campaignId === campaign.id,
      { onSuccess: onClose },
    )?.error ?? null;
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    dispatch(shareRecipientsCall.request(searched ? { search: searched } : {}));
  }, [dispatch, searched]);
  return (
    <FormModal<{ recipient: number | undefined }>
      title={intl.formatMessage({ id: 'campaigns.share.title' }, { name: campaign.name })}
      okText={intl.formatMessage({ id: 'campaigns.share' })}
      initialValues={{ recipient: undefined }}
      saving={busy}
      failure={error ? callFailureMessage(shareCall, error) : null}
      onCancel={onClose}
      onSubmit={({ recipient }) => {
        if (recipient === undefined) return;
        dispatch(
          shareCall.request({ campaign_id: campaign.id, shareto_userid: String(recipient) }),
        );
      }}
    >
      <Form.Item
        name="recipient"
        label={intl.formatMessage({ id: 'campaigns.share.recipient' })}
        extra={intl.formatMessage({ id: 'campaigns.share.recipientHelp' })}
        rules={[
          {
            required: true,
            message: intl.formatMessage({ id: 'campaigns.share.recipientRequired' }),
          },
        ]}
      >
        <Select<number>
          autoFocus
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={recipients.loading}
          placeholder={intl.formatMessage({ id: 'campaigns.share.recipientPlaceholder' })}
          notFoundContent={
            recipients.loading
              ? intl.formatMessage({ id: 'app.loading' })
              : intl.formatMessage({ id: 'campaigns.share.noRecipients' })
          }
          options={(recipients.data ?? []).map((recipient) => ({
            value: recipient.id,
            label: `${recipient.name} · ${recipient.email}`,
          }))}
        />
      </Form.Item>
      {recipients.error ? (
        <RetryAlert
          message={word(callFailureMessage(shareRecipientsCall, recipients.error))}
          onRetry={() =>
            dispatch(shareRecipientsCall.request(searched ? { search: searched } : {}))
          }
        />
      ) : null}
    </FormModal>
  );
}

/** The library's dialogs, loaded when one first opens. */
export default function CampaignDialog({
  kind,
  campaign,
  onClose,
}: {
  kind: CampaignDialogKind;
  campaign: Campaign;
  onClose: () => void;
}) {
  return kind === 'duplicate' ? (
    <DuplicateCampaignDialog campaign={campaign} onClose={onClose} />
  ) : (
    <ShareCampaignDialog campaign={campaign} onClose={onClose} />
  );
}

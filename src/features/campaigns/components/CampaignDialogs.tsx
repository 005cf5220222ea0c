import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../components/FormModal';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { Campaign } from '../schemas';
import { duplicateCall, selectCampaignActivity, shareCall } from '../slice';
import { useCampaignActionDone } from './useCampaignActionDone';

export type CampaignDialogKind = 'duplicate' | 'share';

const NAME_MAX = 100;

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
  const error = useCampaignActionDone('duplicate', campaign.id, onClose);
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

/** Share with a PRO admin by email or user ID (share-campaign/). */
function ShareCampaignDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCampaignActivity)[campaign.id] === 'share';
  const error = useCampaignActionDone('share', campaign.id, onClose);
  return (
    <FormModal<{ recipient: string }>
      title={intl.formatMessage({ id: 'campaigns.share.title' }, { name: campaign.name })}
      okText={intl.formatMessage({ id: 'campaigns.share' })}
      initialValues={{ recipient: '' }}
      saving={busy}
      failure={error ? callFailureMessage(shareCall, error) : null}
      onCancel={onClose}
      onSubmit={({ recipient }) =>
        dispatch(shareCall.request({ campaign_id: campaign.id, shareto_userid: recipient.trim() }))
      }
    >
      <Form.Item
        name="recipient"
        label={intl.formatMessage({ id: 'campaigns.share.recipient' })}
        extra={intl.formatMessage({ id: 'campaigns.share.recipientHelp' })}
        rules={[
          {
            required: true,
            whitespace: true,
            message: intl.formatMessage({ id: 'campaigns.share.recipientRequired' }),
          },
        ]}
      >
        <Input autoFocus autoComplete="off" />
      </Form.Item>
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

import { DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Switch, Tag, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import type { Campaign } from '../schemas';
import { StepStrip } from './StepStrip';

export type CampaignAction = 'edit' | 'duplicate' | 'share';

/** One campaign of the library: name, steps, status and favourite, and what its user may do. */
export function CampaignItem({
  campaign,
  categoryNames,
  busy,
  onAction,
  onFavourite,
  onStatus,
  onDelete,
}: {
  campaign: Campaign;
  categoryNames: string;
  busy: boolean;
  onAction: (action: CampaignAction) => void;
  onFavourite: () => void;
  onStatus: (active: boolean) => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const name = campaign.name;
  const label = (id: string) => intl.formatMessage({ id }, { name });
  const favourite = campaign.favourite_status;
  const favouriteLabel = label(favourite ? 'campaigns.unfavourite' : 'campaigns.favourite');
  const active = campaign.status === 1;
  const mine = campaign.my_campaign;
  return (
    <article className="campaign-item" aria-label={name}>
      <div className="campaign-item__body">
        <h2 className="campaign-item__title">{name}</h2>
        {campaign.description ? (
          <p className="campaign-item__description">{campaign.description}</p>
        ) : null}
        <p className="campaign-item__meta">
          {[
            intl.formatMessage({ id: 'campaigns.touches' }, { count: campaign.content.length }),
            intl.formatMessage({ id: `campaigns.type.${campaign.type}` }),
            categoryNames,
            mine ? '' : intl.formatMessage({ id: 'campaigns.by' }, { owner: campaign.owner_name }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <StepStrip steps={campaign.content} label={label('campaigns.stepsOf')} />
      </div>
      <div className="campaign-item__status">
        {mine ? (
          <Switch
            checked={active}
            loading={busy}
            disabled={busy}
            aria-label={label('campaigns.status.toggle')}
            onChange={onStatus}
          />
        ) : null}
        <Tag className={active ? 'campaign-tag campaign-tag--active' : 'campaign-tag'}>
          {intl.formatMessage({
            id: active ? 'campaigns.status.active' : 'campaigns.status.inactive',
          })}
        </Tag>
      </div>
      <div className="campaign-item__actions">
        <Tooltip title={favouriteLabel}>
          <Button
            type="text"
            aria-label={favouriteLabel}
            aria-pressed={favourite}
            disabled={busy}
            icon={favourite ? <StarFilled className="campaign-item__star" /> : <StarOutlined />}
            onClick={onFavourite}
          />
        </Tooltip>
        {mine ? (
          <Button size="small" disabled={busy} onClick={() => onAction('edit')}>
            {intl.formatMessage({ id: 'common.edit' })}
          </Button>
        ) : null}
        <Button size="small" disabled={busy} onClick={() => onAction('duplicate')}>
          {intl.formatMessage({ id: 'campaigns.duplicate' })}
        </Button>
        {mine ? (
          <Button size="small" disabled={busy} onClick={() => onAction('share')}>
            {intl.formatMessage({ id: 'campaigns.share' })}
          </Button>
        ) : null}
        {mine ? (
          <ConfirmDelete onConfirm={onDelete}>
            <Button
              type="text"
              danger
              disabled={busy}
              icon={<DeleteOutlined />}
              aria-label={label('campaigns.delete')}
            />
          </ConfirmDelete>
        ) : null}
      </div>
    </article>
  );
}

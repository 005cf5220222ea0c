import { DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDelete } from '../../../../components/ConfirmDelete';
import type { Template } from '../../schemas';
import { svgImageSource } from './cardArtwork';
import type { TemplatePermissions } from './permissions';
import { type TemplateAction, TemplateActionsMenu } from './TemplateActionsMenu';

/** One template in the library: its artwork or text, its labels, favourite and actions. */
export function TemplateItem({
  template,
  can,
  busy,
  onAction,
  onFavourite,
  onDelete,
}: {
  template: Template;
  can: TemplatePermissions;
  busy: boolean;
  onAction: (action: TemplateAction) => void;
  onFavourite: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const favourite = template.favourite_status;
  const favouriteLabel = intl.formatMessage(
    { id: favourite ? 'templates.unfavourite' : 'templates.favourite' },
    { name: template.title },
  );
  return (
    <article className="template-item" aria-label={template.title}>
      <TemplatePreview template={template} />
      <div className="template-item__body">
        <h2 className="template-item__title">{template.title}</h2>
        <p className="template-item__meta">
          {[template.category_name, template.industry_name].filter(Boolean).join(' · ') ||
            intl.formatMessage({ id: 'templates.uncategorised' })}
        </p>
        {template.type === 'card' ? (
          <span
            className={`template-tag template-tag--${template.complete_status ? 'complete' : 'incomplete'}`}
          >
            <FormattedMessage
              id={template.complete_status ? 'templates.complete' : 'templates.incomplete'}
            />
          </span>
        ) : null}
        {template.my_template ? (
          <span className="template-tag">
            <FormattedMessage id="templates.mine" />
          </span>
        ) : null}
      </div>
      <div className="template-item__actions">
        <Tooltip title={favouriteLabel}>
          <Button
            type="text"
            aria-label={favouriteLabel}
            aria-pressed={favourite}
            disabled={busy}
            icon={favourite ? <StarFilled className="template-item__star" /> : <StarOutlined />}
            onClick={onFavourite}
          />
        </Tooltip>
        {can.change ? (
          <ConfirmDelete onConfirm={onDelete}>
            <Button
              type="text"
              danger
              disabled={busy}
              icon={<DeleteOutlined />}
              aria-label={intl.formatMessage({ id: 'templates.delete' }, { name: template.title })}
            />
          </ConfirmDelete>
        ) : null}
        <TemplateActionsMenu template={template} can={can} busy={busy} onAction={onAction} />
      </div>
    </article>
  );
}

/** The template's content at a glance: both sides of a card, a mail subject, an sms text. */
function TemplatePreview({ template }: { template: Template }) {
  const intl = useIntl();
  if (template.type === 'card') {
    const sides = [
      ['front', template.front_svg],
      ['back', template.back_svg],
    ] as const;
    return (
      <div className="template-item__artwork">
        {sides.map(([side, svg]) => {
          const source = svgImageSource(svg);
          const alt = intl.formatMessage(
            { id: `templates.card.${side}` },
            { name: template.title },
          );
          return source ? (
            <img key={side} src={source} alt={alt} loading="lazy" width={150} height={100} />
          ) : (
            <div key={side} className="template-item__missing" role="img" aria-label={alt}>
              <FormattedMessage id="templates.card.noArtwork" />
            </div>
          );
        })}
      </div>
    );
  }
  return (
    <p className="template-item__excerpt">
      {template.type === 'mail' ? template.subject : template.content}
    </p>
  );
}

import { MoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Template } from '../../schemas';
import type { TemplatePermissions } from './permissions';

export type TemplateAction =
  'edit' | 'quickEdit' | 'duplicate' | 'share' | 'send' | 'pdf' | 'delete';

export interface TemplateActionsProps {
  template: Template;
  can: TemplatePermissions;
  busy: boolean;
  onAction: (action: TemplateAction) => void;
}

// antd's Dropdown and Menu (about 8 KB gzip with their styles) load with the first menu wanted,
// not with every template library: no library shows a menu until one is asked for.
const loadDropdown = () => import('./TemplateActionsDropdown');
const TemplateActionsDropdown = lazy(loadDropdown);

/**
 * The per-template menu: only the actions this user may take are offered. A light button stands
 * for it until it is first pressed (its code is fetched as soon as it is pointed at or focused);
 * the menu then takes its place, open, with the focus on its button.
 */
export function TemplateActionsMenu(props: TemplateActionsProps) {
  const intl = useIntl();
  const [pressed, setPressed] = useState(false);
  const standIn = (
    <Button
      type="text"
      icon={<MoreOutlined />}
      loading={props.busy}
      aria-label={intl.formatMessage({ id: 'templates.actions' }, { name: props.template.title })}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <TemplateActionsDropdown {...props} />
    </Suspense>
  );
}

import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLatch } from '../../components/useLatch';

// The drawer and its Select, Radio and Drawer code load when the panel is first opened.
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

/** The settings panel, opened by a switch: language, the three theme families and the layout background. */
export function SettingsPanel() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const everOpened = useLatch(open);
  return (
    <>
      <Button
        className="settings-switch"
        type="primary"
        shape="circle"
        icon={<SettingOutlined />}
        aria-label={intl.formatMessage({ id: 'prefs.open' })}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      />
      {everOpened ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

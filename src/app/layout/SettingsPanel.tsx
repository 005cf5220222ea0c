import { SettingOutlined } from '@ant-design/icons';
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLatch } from '../../components/useLatch';

// The drawer and its Select, Radio and Drawer code (and antd's provider) load when the panel is
// first opened.
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));
const AntdRoot = lazy(() => import('../providers/AntdRoot'));

/** The settings panel, opened by a switch: language, the three theme families and the layout background. */
export function SettingsPanel() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const everOpened = useLatch(open);
  return (
    <>
      <button
        type="button"
        className="shell-button"
        aria-label={intl.formatMessage({ id: 'prefs.open' })}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <SettingOutlined aria-hidden />
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <AntdRoot>
            <SettingsDrawer open={open} onClose={() => setOpen(false)} />
          </AntdRoot>
        </Suspense>
      ) : null}
    </>
  );
}

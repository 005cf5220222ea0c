import { Button, Drawer, Grid, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';

/** Desktop width of an editor; phones get the whole screen. */
export const EDITOR_DRAWER_WIDTH = 960;

export interface EditorDrawerProps {
  /** "New SMS template", "Edit email template"... already worded. */
  title: ReactNode;
  /** Called once the editor may go: at once when nothing changed, else after the user confirms. */
  onClose: () => void;
  /** The footer's Save. Not called while `saving`. */
  onSave: () => void;
  /** Save shows a loader and cannot be pressed (again). */
  saving: boolean;
  /** There are changes that are not on the server; closing asks first. */
  dirty: boolean;
  /** Save is off (for instance while the template loads or failed to load). */
  saveDisabled?: boolean;
  /** Defaults to true: the list page mounts the editor to open it. */
  open?: boolean;
  children: ReactNode;
}

/**
 * The frame every template editor shares: an antd Drawer (960px on desktop, full width on phones)
 * with Cancel and Save in its footer. Closing it any way (Cancel, ×, Esc, the mask) with unsaved
 * changes asks first; the draft is kept locally either way, which the question says.
 */
export function EditorDrawer({
  title,
  onClose,
  onSave,
  saving,
  dirty,
  saveDisabled = false,
  open = true,
  children,
}: EditorDrawerProps) {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const [confirming, setConfirming] = useState(false);
  const desktop = screens.md === true;

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirming(true);
    else onClose();
  };

  const footer = (
    <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button onClick={requestClose} disabled={saving}>
        {intl.formatMessage({ id: 'editor.cancel' })}
      </Button>
      <Button
        type="primary"
        loading={saving}
        disabled={saveDisabled}
        onClick={() => {
          if (!saving) onSave();
        }}
      >
        {intl.formatMessage({ id: 'editor.save' })}
      </Button>
    </Space>
  );

  return (
    <>
      <Drawer
        open={open}
        title={title}
        placement="right"
        size={desktop ? EDITOR_DRAWER_WIDTH : '100%'}
        onClose={requestClose}
        footer={footer}
        destroyOnHidden
      >
        {children}
      </Drawer>
      <Modal
        open={confirming}
        title={intl.formatMessage({ id: 'editor.discard.title' })}
        okText={intl.formatMessage({ id: 'editor.discard.confirm' })}
        cancelText={intl.formatMessage({ id: 'editor.discard.keep' })}
        okButtonProps={{ danger: true }}
        onOk={() => {
          setConfirming(false);
          onClose();
        }}
        onCancel={() => setConfirming(false)}
      >
        {intl.formatMessage({ id: 'editor.discard.body' })}
      </Modal>
    </>
  );
}

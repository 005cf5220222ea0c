import { Modal } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';

/**
 * Leaving the profile with unsaved changes asks first: a route change inside the app opens a
 * dialog (Stay or Leave); closing or reloading the tab gets the browser's own question. The
 * changes are kept on the device either way (profileDraft.ts) and come back with the page.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome still asks for returnValue to be set before it shows its dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={intl.formatMessage({ id: 'account.leave.title' })}
      okText={intl.formatMessage({ id: 'account.leave.confirm' })}
      cancelText={intl.formatMessage({ id: 'account.leave.stay' })}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{intl.formatMessage({ id: 'account.leave.body' })}</p>
    </Modal>
  );
}

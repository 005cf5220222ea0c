import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { PlainButton } from '../../../components/controls';

/**
 * Leaving with unsaved changes asks first: a route change inside the app opens a dialog (Leave or
 * Stay); closing or reloading the tab gets the browser's own question. The local draft is written
 * either way, so leaving loses nothing that cannot be restored. The dialog is the browser's own
 * modal <dialog> (focus kept inside, Escape to stay), which costs the route no library.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocked && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!blocked && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [blocked]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome still asks for returnValue to be set before it shows its dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <dialog
      ref={dialog}
      className="card-dialog"
      aria-labelledby="card-leave-title"
      aria-describedby="card-leave-body"
      onCancel={(event) => {
        event.preventDefault();
        blocker.reset?.();
      }}
    >
      <h2 id="card-leave-title">{intl.formatMessage({ id: 'cardEditor.leave.title' })}</h2>
      <p id="card-leave-body">{intl.formatMessage({ id: 'cardEditor.leave.body' })}</p>
      <div className="card-dialog-actions">
        <PlainButton className="card-button" onClick={() => blocker.reset?.()}>
          {intl.formatMessage({ id: 'cardEditor.leave.stay' })}
        </PlainButton>
        {/* antd's primary danger button: primary in weight, red in colour (cardEditor.css). */}
        <PlainButton
          variant="primary"
          className="card-button card-button-danger"
          onClick={() => blocker.proceed?.()}
        >
          {intl.formatMessage({ id: 'cardEditor.leave.confirm' })}
        </PlainButton>
      </div>
    </dialog>
  );
}

import '../register';
import {
  type ReactNode,
  type Ref,
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { withDomainMessages } from '../../../i18n/domainMessages';
import { useAppSelector } from '../../../state/hooks';
import { badgeText } from '../items';
import { selectUnreadCount } from '../slice';

const NotificationPanel = lazy(
  withDomainMessages('notifications', () => import('../components/NotificationPanel')),
);

/** What the top bar draws the bell's button with (its own shell button, shell.css). */
export interface BellButtonProps {
  unread: number;
  badge: string | null;
  open: boolean;
  controls: string | undefined;
  onToggle: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

/**
 * The top bar's bell (accounts-money §2): the unread count as a badge (99+ at most), and the
 * latest notifications in a 300 px list under it. It reads one number from the store, so a
 * notification that arrives renders the bell and nothing else (issue 29).
 */
export default function NotificationBell({
  renderButton,
}: {
  renderButton: (props: BellButtonProps) => ReactNode;
}) {
  const unread = useAppSelector(selectUnreadCount);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it wherever focus is (an answered row's buttons are gone, focus with them).
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="notification-bell" ref={box}>
      {renderButton({
        unread,
        badge: unread > 0 ? badgeText(unread) : null,
        open,
        controls: open ? panelId : undefined,
        onToggle: () => setOpen((value) => !value),
        buttonRef: button,
      })}
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

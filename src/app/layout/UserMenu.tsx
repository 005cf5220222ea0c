import {
  DollarOutlined,
  DownOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ROLE } from '../../config/constants';
import { paths } from '../../config/paths';
import { type Profile, logoutRequested } from '../../features/auth';
import { modalOpened } from '../../features/shell';
import { withDomainMessages } from '../../i18n/domainMessages';
import { useAppDispatch } from '../../state/hooks';

/**
 * The entries for switching (Allow PRO Access, View as, the ways back), with their words: loaded
 * when the menu first opens, so the top bar carries none of it.
 */
const AccountSwitchEntries = lazy(
  withDomainMessages('accountSwitch', () =>
    import('../../features/accountSwitch').then((module) => ({
      default: module.AccountSwitchEntries,
    })),
  ),
);

/**
 * The account menu of the top bar: a menu button (WAI-ARIA APG "menu button" pattern). Enter,
 * Space or ArrowDown open it on its first entry, the arrow keys move, Escape closes it and hands
 * focus back to the button; a click elsewhere or Tab away closes it. Plain elements rather than
 * antd's Dropdown: see shell.css.
 */
export function UserMenu({ profile, compact }: { profile: Profile; compact: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const name = `${profile.fname} ${profile.lname}`.trim() || profile.email;

  const entries = () => [
    ...(box.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (key: 'account' | 'fund' | 'logout') => {
    close();
    if (key === 'account') void navigate(paths.dashboard.account.getHref());
    else if (key === 'fund') dispatch(modalOpened('fundAccount'));
    else dispatch(logoutRequested());
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = entries();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => items[(index + 1) % items.length]?.focus(),
      ArrowUp: () => items[(index - 1 + items.length) % items.length]?.focus(),
      Home: () => items[0]?.focus(),
      End: () => items.at(-1)?.focus(),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move) return;
    // Tab goes on to the next control; every other key is the menu's.
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <div className="user-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="shell-button topbar__user"
        aria-label={intl.formatMessage({ id: 'topbar.userMenu' }, { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="shell-avatar">
          <UserOutlined aria-hidden />
        </span>
        {compact ? null : <span className="topbar__user-name">{name}</span>}
        <DownOutlined aria-hidden />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={name}
          className="user-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          <MenuEntry
            icon={<SettingOutlined aria-hidden />}
            label={intl.formatMessage({ id: 'topbar.accountSetting' })}
            onChoose={() => choose('account')}
          />
          {/* Fund Account from the Marketplace account menu too (accounts-money §2). */}
          {profile.role_id === ROLE.marketplace ? (
            <MenuEntry
              icon={<DollarOutlined aria-hidden />}
              label={intl.formatMessage({ id: 'topbar.fundAccount' })}
              onChoose={() => choose('fund')}
            />
          ) : null}
          <Suspense fallback={null}>
            <AccountSwitchEntries
              profile={profile}
              onChosen={close}
              renderEntry={(entry) => (
                <MenuEntry
                  key={entry.key}
                  icon={entry.icon}
                  label={entry.label}
                  checked={entry.checked}
                  disabled={entry.disabled}
                  onChoose={entry.onChoose}
                />
              )}
            />
          </Suspense>
          <li role="separator" className="user-menu__separator" />
          <MenuEntry
            icon={<LogoutOutlined aria-hidden />}
            label={intl.formatMessage({ id: 'topbar.logout' })}
            onChoose={() => choose('logout')}
          />
        </ul>
      ) : null}
    </div>
  );
}

/**
 * One entry of the menu: focus moves between entries by arrow keys, so none is a tab stop. With
 * `checked` it is a switch (menuitemcheckbox), drawn as a small track after its label.
 */
function MenuEntry({
  icon,
  label,
  checked,
  disabled,
  onChoose,
}: {
  icon: ReactNode;
  label: string;
  checked?: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  const isSwitch = checked !== undefined;
  return (
    <li role="none">
      <button
        type="button"
        role={isSwitch ? 'menuitemcheckbox' : 'menuitem'}
        aria-checked={isSwitch ? checked : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={-1}
        className="user-menu__item"
        onClick={disabled ? undefined : onChoose}
      >
        {icon}
        {label}
        {isSwitch ? <span className="user-menu__switch" aria-hidden /> : null}
      </button>
    </li>
  );
}

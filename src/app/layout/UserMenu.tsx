import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { type Profile, logoutRequested } from '../../features/auth';
import { useAppDispatch } from '../../state/hooks';

export function UserMenu({ profile, compact }: { profile: Profile; compact: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = `${profile.fname} ${profile.lname}`.trim() || profile.email;
  return (
    <Dropdown
      trigger={['click']}
      // The menu opens inside the top bar (the banner landmark) rather than at the end of the page.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{
        items: [
          {
            key: 'account',
            icon: <SettingOutlined aria-hidden />,
            label: intl.formatMessage({ id: 'topbar.accountSetting' }),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined aria-hidden />,
            label: intl.formatMessage({ id: 'topbar.logout' }),
          },
        ],
        onClick: ({ key }) => {
          if (key === 'account') void navigate(paths.dashboard.account.getHref());
          if (key === 'logout') dispatch(logoutRequested());
        },
      }}
    >
      <Button
        type="text"
        className="topbar__user"
        aria-label={intl.formatMessage({ id: 'topbar.userMenu' }, { name })}
      >
        <Avatar size="small" icon={<UserOutlined />} />
        {compact ? null : <span className="topbar__user-name">{name}</span>}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

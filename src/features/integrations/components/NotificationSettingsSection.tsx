import '../register';
import './integrations.css';
import { Button, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MessageAlert } from '../../../components/MessageAlert';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '../notificationKinds';
import {
  notificationSettingsCall,
  saveNotificationSettingsCall,
  selectNotificationSettings,
  selectSaveNotificationSettings,
} from '../slice';
import { PanelSection } from '../../../components/PanelSection';

const CHANNELS = ['inApp', 'email'] as const;

const sameSettings = (a: NotificationSettings, b: NotificationSettings) =>
  NOTIFICATION_KINDS.every(
    (kind) => a[kind].inApp === b[kind].inApp && a[kind].email === b[kind].email,
  );

/**
 * Which kinds of notification the user gets, in the app and by email (issue 29), saved per user
 * with one Save. Loads the settings itself, so any screen can show it (exported through index.ts,
 * which loads it lazily with its words). Changes not yet saved stay on screen when a save fails.
 */
export default function NotificationSettingsSection() {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectNotificationSettings);
  const save = useAppSelector(selectSaveNotificationSettings);
  // The user's choices, over the settings they were made on: once the server keeps others (a
  // save succeeded), the choices are spent. Kept as they are when a save fails.
  const [draft, setDraft] = useState<{
    basis: NotificationSettings;
    settings: NotificationSettings;
  } | null>(null);

  useEffect(() => {
    dispatch(notificationSettingsCall.request({}));
    // Left: a save's outcome is not shown again on the next visit.
    return () => {
      dispatch(saveNotificationSettingsCall.clear());
    };
  }, [dispatch]);

  const kept = loaded.data;
  const choices = draft && draft.basis === kept ? draft.settings : null;
  const shown = choices ?? kept;
  const changed = choices !== null && kept !== null && !sameSettings(choices, kept);

  const toggle = (kind: NotificationKind, channel: (typeof CHANNELS)[number], on: boolean) => {
    if (!shown || !kept) return;
    setDraft({ basis: kept, settings: { ...shown, [kind]: { ...shown[kind], [channel]: on } } });
  };

  return (
    <PanelSection
      title={intl.formatMessage({ id: 'integrations.notifications.title' })}
      testId="notification-settings"
    >
      <p>{intl.formatMessage({ id: 'integrations.notifications.intro' })}</p>
      {loaded.error ? (
        <RetryAlert
          message={word(callFailureMessage(notificationSettingsCall, loaded.error))}
          onRetry={() => dispatch(notificationSettingsCall.request({}))}
        />
      ) : null}
      {!shown && !loaded.error ? (
        <p role="status">{intl.formatMessage({ id: 'integrations.loading' })}</p>
      ) : null}
      {shown ? (
        <>
          <MessageAlert
            message={
              save.error ? callFailureMessage(saveNotificationSettingsCall, save.error) : null
            }
          />
          <table className="integrations-kinds">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'integrations.notifications.kind' })}</th>
                <th scope="col" className="integrations-kinds__channel">
                  {intl.formatMessage({ id: 'integrations.notifications.inApp' })}
                </th>
                <th scope="col" className="integrations-kinds__channel">
                  {intl.formatMessage({ id: 'integrations.notifications.email' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => {
                const name = intl.formatMessage({ id: `integrations.notifications.kind.${kind}` });
                return (
                  <tr key={kind}>
                    <th scope="row">
                      <span className="integrations-kinds__name">{name}</span>
                      <span className="integrations-hint">
                        {intl.formatMessage({ id: `integrations.notifications.hint.${kind}` })}
                      </span>
                    </th>
                    {CHANNELS.map((channel) => (
                      <td key={channel} className="integrations-kinds__channel">
                        <Switch
                          checked={shown[kind][channel]}
                          onChange={(on) => toggle(kind, channel, on)}
                          aria-label={intl.formatMessage(
                            { id: `integrations.notifications.${channel}Of` },
                            { kind: name },
                          )}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="integrations-actions">
            <Button
              type="primary"
              disabled={!changed}
              loading={save.loading}
              onClick={() =>
                choices && dispatch(saveNotificationSettingsCall.request({ settings: choices }))
              }
            >
              {intl.formatMessage({ id: 'integrations.notifications.save' })}
            </Button>
            {changed ? (
              <span className="integrations-hint" role="status">
                {intl.formatMessage({ id: 'integrations.notifications.unsaved' })}
              </span>
            ) : null}
          </div>
        </>
      ) : null}
    </PanelSection>
  );
}

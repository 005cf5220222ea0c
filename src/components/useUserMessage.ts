import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { UserMessage } from '../state/userMessage';

/** Words a UserMessage: our ids are translated, a server's text is shown as sent (React escapes it). */
export function useUserMessage(): (message: UserMessage) => string {
  const intl = useIntl();
  return useCallback(
    (message: UserMessage) =>
      'id' in message ? intl.formatMessage({ id: message.id }, message.values) : message.text,
    [intl],
  );
}

import { Alert } from 'antd';
import type { UserMessage } from '../state/userMessage';
import { useUserMessage } from './useUserMessage';

/** A failure above a dialog's form, in the words its call declares; nothing when there is none. */
export function MessageAlert({ message }: { message: UserMessage | null }) {
  const word = useUserMessage();
  if (message === null) return null;
  return (
    <Alert type="error" showIcon role="alert" title={word(message)} style={{ marginBottom: 16 }} />
  );
}

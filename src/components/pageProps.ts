import type { MessageId } from '../i18n/messageIds';

/** What the route table passes to every page. */
export interface PageProps {
  /** The screen's name, for its heading and for pages that are not built yet. */
  titleId: MessageId;
  variant?: 'admin' | 'pro';
}

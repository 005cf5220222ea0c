import { createContext, useContext } from 'react';
import type { MessageId } from '../i18n/messageIds';

/** What demo mode offers the UI: the seeded accounts and a reset. Absent in connected mode. */
export interface DemoAccount {
  email: string;
  name: string;
  /** What this account shows off. */
  roleLabelId: MessageId;
}

export interface DemoControls {
  accounts: readonly DemoAccount[];
  password: string;
  reset: () => Promise<void>;
}

export const DemoContext = createContext<DemoControls | null>(null);

export function useDemo(): DemoControls | null {
  return useContext(DemoContext);
}

// Apart from the handlers so that contacts' face (index.ts), which loads no database, can offer it.
import type { Database } from '../db';
import type { ContactListRecord } from './records';
import { contactCount } from './store';

/** After a verification: the list's figure, and a fresh unread entry when addresses failed. */
export function recordVerification(db: Database, list: ContactListRecord, failed: number): void {
  db.contactLists.update(list.id, { dpv_failed_count: failed });
  for (const entry of db.failedAddresses.filter((row) => row.contact_list_id === list.id))
    db.failedAddresses.remove(entry.id);
  if (failed === 0) return;
  db.failedAddresses.insert({
    user_id: list.user_id,
    contact_list_id: list.id,
    name: list.name,
    created_at: new Date().toISOString(),
    contact_count: failed,
    total_importcontacts: contactCount(db, list),
    notifyread_status: 0,
  });
}

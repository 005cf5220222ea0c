import { http, HttpResponse } from 'msw';
import { CONTACT_FIELD_KEYS } from '../../features/contacts/contactFields';
import { refundNotificationsEndpoint } from '../../features/notifications/api';
import { getConfig } from '../../config/env';
import { csvCell } from '../../lib/csvText';
import { db } from '../db';
import { handle, userOfFileRequest } from '../kit/handle';
import { ok } from '../kit/replies';
import { failedContactsOfExport, refundNotificationsOf } from './refunds';

/** Where a refund notification's failed contacts are: a plain file URL, as the contact exports. */
export const notificationExportUrl = () =>
  `${getConfig().apiBases.orders}notification-exports/:file`;

export const notificationHandlers = [
  // The refunds of roles 2 and 3 (the super admin orders nothing), newest first.
  handle(refundNotificationsEndpoint, ({ db: database, user }) =>
    ok(
      refundNotificationsOf(database, user!.id).sort((a, b) =>
        ('date_range_end' in b ? b.date_range_end : b.created_date).localeCompare(
          'date_range_end' in a ? a.date_range_end : a.created_date,
        ),
      ),
    ),
  ),
];

export const notificationFileHandlers = [
  http.get(notificationExportUrl(), ({ request, params }) => {
    const user = userOfFileRequest(request, 'notification-exports');
    if (!user)
      return HttpResponse.json({ status: false, message: 'Unauthenticated.' }, { status: 401 });
    const contacts = failedContactsOfExport(db(), user.id, String(params.file));
    if (!contacts)
      return HttpResponse.json({ status: false, message: 'Not found.' }, { status: 404 });
    const lines = [
      CONTACT_FIELD_KEYS.join(','),
      ...contacts.map((contact) =>
        CONTACT_FIELD_KEYS.map((key) => csvCell(contact[key])).join(','),
      ),
    ];
    const file = new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
    return new HttpResponse(file, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Length': String(file.size) },
    });
  }),
];

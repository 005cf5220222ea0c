import { http, HttpResponse } from 'msw';
import { CONTACT_FIELD_KEYS } from '../../features/contacts/contactFields';
import { csvCell } from '../../lib/csvText';
import { getConfig } from '../../config/env';
import { allContacts } from './store';
import { db } from '../db';
import { userOfFileRequest } from '../kit/handle';

/**
 * The exported file export-contact-list-csv/ points at: a plain GET with the token in a header,
 * answered with its length so the download shows real progress.
 */

/** Where export-contact-list-csv/ says the file is: not an endpoint, a plain file URL. */
export const contactExportUrl = () => `${getConfig().apiBases.main}contact-exports/:file`;

export const contactExportHandlers = [
  http.get(contactExportUrl(), ({ request, params }) => {
    const user = userOfFileRequest(request, 'contact-exports');
    if (!user)
      return HttpResponse.json({ status: false, message: 'Unauthenticated.' }, { status: 401 });
    const id = Number(String(params.file).replace(/\.csv$/, ''));
    const list = db().contactLists.get(id);
    if (!list || list.user_id !== user.id)
      return HttpResponse.json({ status: false, message: 'Not found.' }, { status: 404 });
    const parts = [`${CONTACT_FIELD_KEYS.join(',')}\r\n`];
    let block: string[] = [];
    for (const contact of allContacts(db(), list)) {
      block.push(CONTACT_FIELD_KEYS.map((key) => csvCell(contact[key])).join(','));
      if (block.length === 1000) {
        parts.push(`${block.join('\r\n')}\r\n`);
        block = [];
      }
    }
    if (block.length > 0) parts.push(`${block.join('\r\n')}\r\n`);
    const file = new Blob(parts, { type: 'text/csv' });
    return new HttpResponse(file, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Length': String(file.size) },
    });
  }),
];

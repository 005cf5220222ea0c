import { proofEndpoint, singleSendEndpoint } from '../../features/templates/api';
import { SAMPLE_MERGE_VALUES, fillMergeTags } from '../../lib/mergeTags';
import { fail, invalid, ok } from '../kit/replies';
import { handle } from '../kit/handle';
import { oneTemplate, toBase64 } from '../templates';

const PROOF_SKUS = ['SMS-1', 'EMAIL-1'];

/** Escapes text for the proof's HTML document (the subject goes into <title>). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const orderHandlers = [
  handle(singleSendEndpoint, ({ body, read, db, user }) => {
    const found = oneTemplate(db, body.template_id);
    if ('reply' in found) return found.reply;
    const contactId = read.id('contact_id');
    const listId = read.id('contact_list_id');
    if ((contactId === null) === (listId === null))
      return fail('Choose one contact or one contact list to send to.', { status: 422 });
    const myLists = db.contactLists.filter((list) => list.user_id === user!.id);
    if (listId !== null && !myLists.some((list) => list.id === listId))
      return fail('That contact list was not found.', { status: 404 });
    const contact = contactId === null ? undefined : db.contacts.get(contactId);
    if (contactId !== null && (!contact || !myLists.some((l) => l.id === contact.contact_list_id)))
      return fail('That contact was not found.', { status: 404 });
    if (contact && found.row.type === 'sms' && contact.phone === '')
      return fail('This contact has no phone number to text.', { status: 422 });
    if (contact && found.row.type === 'mail' && contact.email === '')
      return fail('This contact has no email address.', { status: 422 });
    const order = db.orders.insert({
      user_id: user!.id,
      kind: 'single-send',
      template_id: found.row.id,
      contact_id: contactId,
      contact_list_id: listId,
      created_at: new Date().toISOString(),
    });
    return ok({ order_id: `SS-${String(order.id).padStart(6, '0')}` }, { message: 'Sent.' });
  }),

  handle(proofEndpoint, ({ body, read }) => {
    const sku = read.text('sku');
    if (!PROOF_SKUS.includes(sku)) return invalid({ sku: ['The selected sku is invalid.'] });
    const content = typeof body.content === 'string' ? body.content : '';
    if (content.trim() === '') return invalid({ content: ['The content field is required.'] });
    const filled = fillMergeTags(content, SAMPLE_MERGE_VALUES);
    if (sku === 'SMS-1')
      return ok({ proof: toBase64(new TextEncoder().encode(filled)), mime_type: 'text/plain' });
    const subject = fillMergeTags(read.text('subject'), SAMPLE_MERGE_VALUES);
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${filled}</body></html>`;
    return ok({ proof: toBase64(new TextEncoder().encode(html)), mime_type: 'text/html' });
  }),
];

import { inferSchema, initParser } from 'udsv';
import {
  listStatusEndpoint,
  mapHeadersEndpoint,
  uploadChunkEndpoint,
} from '../../features/contacts/api';
import {
  CONTACT_FIELD_KEYS,
  type ContactFieldKey,
  type ContactFields,
  REQUIRED_CONTACT_FIELDS,
} from '../../features/contacts/contactFields';
import { contactCount, failedContacts } from './store';
import type { ContactListRecord } from './records';
import type { Database } from '../db';
import { ownList } from './listHandlers';
import { recordVerification } from './verification';
import { fail, invalid, ok } from '../kit/replies';
import { handle } from '../kit/handle';
import { intOf } from '../kit/fields';

/**
 * The import's server side (paths ours, see the README): chunks arrive in order, the header
 * mapping starts processing, and each status poll moves the list on until it is ready.
 *
 * Demo limits: the text of files up to KEEP_TEXT_BYTES is kept (in memory, not in the saved
 * database) and up to STORED_ROWS_LIMIT rows are stored as they are; bigger files only have their
 * rows counted, and the list's contacts are generated like the seeded 100,000-contact list.
 */
const KEEP_TEXT_BYTES = 4 * 1024 * 1024;
const STORED_ROWS_LIMIT = 5_000;
/** Polls answered before a list moves on from processing, then from verifying. */
export const POLLS_PER_STATUS = 2;

const uploadTexts = new Map<number, string[]>();
/** One decoder per upload, so a character split across two chunks survives. */
const uploadDecoders = new Map<number, TextDecoder>();

function statusReport(db: Database, list: ContactListRecord) {
  return {
    id: list.id,
    status: list.status,
    total_count: contactCount(db, list),
    dpv_failed_count: list.dpv_failed_count,
  };
}

function countLineBreaks(bytes: Uint8Array): number {
  let count = 0;
  for (let index = 0; index < bytes.length; index += 1) if (bytes[index] === 10) count += 1;
  return count;
}

function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value;
}

function parseRows(text: string): string[][] {
  let csv = text.replace(/^\uFEFF/, '');
  if (csv.trim() === '') return [];
  // uDSV finds rows by their line breaks: a header-only text needs one.
  if (!/[\r\n]/.test(csv)) csv += '\n';
  const schema = inferSchema(csv, { header: () => [] });
  return initParser(schema).stringArrs(csv);
}

/** Puts back the zero spreadsheets drop from ZIPs that start with 0 (4 digits left). */
function repairZip(zip: string): string {
  return /^\d{4}$/.test(zip) ? `0${zip}` : zip;
}

function contactOf(
  row: string[],
  mapping: Record<string, number | null>,
  repair: boolean,
): ContactFields {
  const fields = Object.fromEntries(
    CONTACT_FIELD_KEYS.map((key) => {
      const column = mapping[key];
      return [key, column === null || column === undefined ? '' : (row[column] ?? '').trim()];
    }),
  ) as ContactFields;
  if (repair) {
    fields.zip = repairZip(fields.zip);
    fields.property_zip = repairZip(fields.property_zip);
  }
  return fields;
}

/** Checks the mapping: known fields, columns that exist, none twice, the required ones present. */
function mappingProblems(raw: unknown, columns: number | null): Record<string, string[]> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { mapping: ['The mapping must name a column for each field.'] };
  const errors: Record<string, string[]> = {};
  const used = new Map<number, string>();
  for (const [field, column] of Object.entries(raw as Record<string, unknown>)) {
    if (!(CONTACT_FIELD_KEYS as readonly string[]).includes(field)) {
      errors[field] = [`Unknown contact field ${field}.`];
    } else if (column !== null) {
      const index = intOf(column, -1);
      if (index < 0 || (columns !== null && index >= columns))
        errors[field] = [`Column ${JSON.stringify(column)} is not in the file.`];
      else if (used.has(index))
        errors[field] = [`Column ${index + 1} is already mapped to ${used.get(index)}.`];
      else used.set(index, field);
    }
  }
  const mapping = raw as Record<string, unknown>;
  for (const field of REQUIRED_CONTACT_FIELDS)
    if (mapping[field] === null || mapping[field] === undefined)
      errors[field] = [`The ${field.replace('_', ' ')} column is required.`];
  return Object.keys(errors).length > 0 ? errors : null;
}

function importRows(db: Database, list: ContactListRecord, mapping: Record<string, number | null>) {
  const upload = list.upload!;
  const text = uploadTexts.get(list.id);
  uploadTexts.delete(list.id);
  uploadDecoders.delete(list.id);
  if (!text) {
    // Too big to keep: the rows were counted as they arrived.
    const rows = Math.max(0, upload.line_breaks - 1);
    const existing = contactCount(db, list);
    return { generated: { seed: list.id, count: existing + rows, places: null } };
  }
  const rows = parseRows(text.join(''));
  const width = rows[0]?.length ?? 0;
  const body = rows.slice(1).filter((row) => row.length === width && row.some((cell) => cell));
  if (body.length > STORED_ROWS_LIMIT || list.generated) {
    const existing = contactCount(db, list);
    return { generated: { seed: list.id, count: existing + body.length, places: null } };
  }
  for (const row of body)
    db.contacts.insert({
      ...contactOf(row, mapping, upload.repair_zips),
      contact_list_id: list.id,
    });
  return { generated: null };
}

/** One poll: processing → verifying → ready, each after POLLS_PER_STATUS polls. */
function advance(db: Database, list: ContactListRecord): ContactListRecord {
  if (list.status !== 'processing' && list.status !== 'verifying') return list;
  const polls = list.status_polls + 1;
  if (polls < POLLS_PER_STATUS) return db.contactLists.update(list.id, { status_polls: polls })!;
  if (list.status === 'processing') {
    const { generated } = importRows(db, list, list.upload?.header_mapping ?? {});
    return db.contactLists.update(list.id, {
      status: 'verifying',
      status_polls: 0,
      ...(generated ? { generated: { ...generated } } : {}),
    })!;
  }
  const ready = db.contactLists.update(list.id, {
    status: 'ready',
    status_polls: 0,
    upload: null,
  })!;
  recordVerification(db, ready, failedContacts(db, ready).length);
  return db.contactLists.get(list.id)!;
}

export const contactUploadHandlers = [
  handle(uploadChunkEndpoint, async ({ body, read, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail('That contact list was not found.', { status: 404 });
    const chunk = (body as Record<string, unknown>).chunk;
    if (!isBlob(chunk)) return invalid({ chunk: ['The chunk file is required.'] });
    const index = read.int('chunk_index', -1);
    const size = read.int('file_size', -1);
    const offset = read.int('offset', -1);
    const fileName = typeof body.file_name === 'string' ? body.file_name : '';
    if (size <= 0 || index < 0 || !fileName.toLowerCase().endsWith('.csv'))
      return invalid({ file: ['The file must be a CSV file under 1 GB.'] });
    if (index === 0) {
      if (list.status !== 'uploading' && list.status !== 'ready')
        return fail('This list is still being processed.');
      uploadTexts.delete(list.id);
      uploadDecoders.set(list.id, new TextDecoder());
      db.contactLists.update(list.id, {
        status: 'uploading',
        upload: {
          file_name: fileName,
          size,
          received_bytes: 0,
          next_chunk: 0,
          line_breaks: 0,
          header_mapping: null,
          repair_zips: false,
        },
      });
    }
    const upload = db.contactLists.get(list.id)!.upload;
    if (!upload || index !== upload.next_chunk || offset !== upload.received_bytes)
      return fail('The chunks arrived out of order. Please upload the file again.', {
        status: 409,
      });
    const bytes = new Uint8Array(await chunk.arrayBuffer());
    const received = upload.received_bytes + bytes.length;
    if (received > size) return fail('The file is bigger than announced.', { status: 409 });
    if (size <= KEEP_TEXT_BYTES) {
      const parts = uploadTexts.get(list.id) ?? [];
      const decoder = uploadDecoders.get(list.id) ?? new TextDecoder();
      uploadDecoders.set(list.id, decoder);
      parts.push(decoder.decode(bytes, { stream: received < size }));
      uploadTexts.set(list.id, parts);
    }
    db.contactLists.update(list.id, {
      upload: {
        ...upload,
        received_bytes: received,
        next_chunk: index + 1,
        line_breaks:
          upload.line_breaks +
          countLineBreaks(bytes) +
          (received === size && bytes.at(-1) !== 10 ? 1 : 0),
      },
    });
    return ok({ received_bytes: received });
  }),

  handle(mapHeadersEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail('That contact list was not found.', { status: 404 });
    const upload = list.upload;
    if (list.status !== 'uploading' || !upload || upload.received_bytes !== upload.size)
      return fail('The file has not been fully uploaded yet.');
    const text = uploadTexts.get(list.id);
    const columns = text
      ? (parseRows(text.join('').split(/\r?\n/, 1)[0] ?? '')[0]?.length ?? 0)
      : null;
    const problems = mappingProblems(body.mapping, columns);
    if (problems) return invalid(problems);
    const mapping = Object.fromEntries(
      Object.entries(body.mapping as Record<ContactFieldKey, number | null>).map(([key, value]) => [
        key,
        value === null ? null : Number(value),
      ]),
    );
    const updated = db.contactLists.update(list.id, {
      status: 'processing',
      status_polls: 0,
      upload: { ...upload, header_mapping: mapping, repair_zips: body.repair_zips === true },
    })!;
    return ok(statusReport(db, updated));
  }),

  handle(listStatusEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail('That contact list was not found.', { status: 404 });
    return ok(statusReport(db, advance(db, list)));
  }),
];

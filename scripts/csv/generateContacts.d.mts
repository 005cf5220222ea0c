/** Types of generateContacts.mjs, for the tests that use it. */
export declare const CSV_COLUMNS: readonly string[];

export type ContactFault =
  | 'badEmail'
  | 'badPhone'
  | 'badZip'
  | 'lostZeroZip'
  | 'duplicateEmail'
  | 'duplicateEmailCase'
  | 'wrongColumns';

export interface ContactCsvCounts {
  file: string;
  seed: number;
  bytes: number;
  /** Data rows, the header not included. */
  rows: number;
  columns: number;
  badEmails: number;
  badPhones: number;
  badZips: number;
  lostLeadingZeroZips: number;
  /** Rows whose address (case ignored) an earlier row already has. */
  duplicateEmails: number;
  /** Of those, the rows whose address differs from its first occurrence only by letter case. */
  duplicateEmailsCaseOnly: number;
  wrongColumnCount: number;
}

export declare function contactRow(
  seed: number,
  row: number,
): { fields: string[]; fault: ContactFault | null };

export declare function generateContactsCsv(options: {
  out: string;
  size: number;
  seed?: number;
}): Promise<ContactCsvCounts>;

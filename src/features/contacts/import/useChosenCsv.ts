import { useState } from 'react';
import type { MessageId } from '../../../i18n/messageIds';
import { assignColumn, autoMap, emptyMapping, missingRequired } from '../csv/fieldMapping';
import { checkChosenFiles, type FileRefusal } from '../csv/fileRules';
import { type CsvPreview, readCsvPreview } from '../csv/preview';
import type { FieldKey, FieldMapping } from '../csv/types';

const REFUSALS: Record<FileRefusal, MessageId> = {
  none: 'contacts.import.fileNone',
  count: 'contacts.import.fileCount',
  type: 'contacts.import.fileType',
  size: 'contacts.import.fileSize',
  empty: 'contacts.import.fileEmpty',
};

/**
 * The chosen CSV, its first rows (only its first bytes are read) and the column matching, which
 * starts from the header's names. A refused file leaves a message and no preview.
 */
export function useChosenCsv() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const [mapping, setMapping] = useState<FieldMapping>(emptyMapping);

  const choose = async (files: FileList | null) => {
    setPreview(null);
    const chosen = checkChosenFiles(files ?? []);
    if (!chosen.ok) {
      setFile(null);
      setProblem(REFUSALS[chosen.reason]);
      return;
    }
    setFile(chosen.file);
    setProblem(null);
    try {
      const read = await readCsvPreview(chosen.file);
      if (read.header.length === 0) {
        setProblem('contacts.import.noHeader');
        return;
      }
      setPreview(read);
      setMapping(autoMap(read.header));
    } catch {
      setProblem('contacts.import.previewFailed');
    }
  };

  const assign = (field: FieldKey, column: number | null) =>
    setMapping((now) => assignColumn(now, field, column));

  const missing = preview ? missingRequired(mapping) : [];
  return { file, preview, problem, mapping, missing, choose, assign };
}

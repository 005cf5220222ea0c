/**
 * The contacts import's CSV engine: file rules, preview, column mapping and the validation that
 * runs in Web Workers. The upload UI uses only what is exported here.
 */
export {
  checkChosenFiles,
  CSV_MIME_TYPES,
  type FileCheck,
  type FileRefusal,
  MAX_CSV_BYTES,
} from './fileRules';
export { type CsvPreview, readCsvPreview } from './preview';
export {
  assignColumn,
  autoMap,
  CONTACT_FIELDS,
  type ContactFieldInfo,
  emptyMapping,
  FIELD_SYNONYMS,
  isRequiredField,
  missingRequired,
  normalizeHeader,
} from './fieldMapping';
export {
  findLineStart,
  type ValidateFileOptions,
  validateFile,
  type ValidationProgress,
  type WorkerLike,
} from './validateFile';
export { errorAt, errorEntries, MAX_LISTED_ERRORS } from './errorList';
export {
  buildErrorCsv,
  csvCell,
  englishErrorCsvText,
  type ErrorCsvHeading,
  type ErrorCsvText,
  type ErrorCsvTextPart,
} from './errorCsv';
export { isValidEmail } from './emailRule';
export { isValidPhone } from './phoneRule';
export { checkZip, repairZip, ZIP_BAD, ZIP_OK, ZIP_REPAIRED } from './zipRule';
export {
  type CsvCounts,
  type CsvErrorEntry,
  type CsvErrorList,
  type CsvValidationReport,
  ERROR_REASONS,
  type ErrorReason,
  type FieldKey,
  type FieldMapping,
} from './types';

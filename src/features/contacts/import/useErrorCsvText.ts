import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorCsvText } from '../csv/errorCsv';

/** The error CSV's words in the user's language: its headings, each reason and each column. */
export function useErrorCsvText(): ErrorCsvText {
  const intl = useIntl();
  return useCallback<ErrorCsvText>(
    (part) => {
      if (part.kind === 'header')
        return intl.formatMessage({ id: `contacts.import.errorCsv.${part.column}` });
      if (part.kind === 'column') return intl.formatMessage({ id: `contacts.field.${part.field}` });
      return intl.formatMessage(
        { id: `contacts.import.errorReason.${part.reason}` },
        { row: part.firstRow ?? 0, found: part.fieldCount ?? 0, expected: part.columns },
      );
    },
    [intl],
  );
}

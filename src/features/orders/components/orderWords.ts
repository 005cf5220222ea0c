import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_KINDS, ORDER_STATUSES, type OrderKind, type OrderStatus } from '../api';
import type { CsvWords } from '../slice';

/** The order kinds' and statuses' names, and the CSV file's words, in the user's language. */
export function useOrderWords() {
  const intl = useIntl();
  return useMemo(() => {
    const kinds = Object.fromEntries(
      ORDER_KINDS.map((kind) => [kind, intl.formatMessage({ id: `orders.kind.${kind}` })]),
    ) as Record<OrderKind, string>;
    const statuses = Object.fromEntries(
      ORDER_STATUSES.map((status) => [
        status,
        intl.formatMessage({ id: `orders.status.${status}` }),
      ]),
    ) as Record<OrderStatus, string>;
    const csv: CsvWords = {
      headers: ['number', 'date', 'type', 'description', 'quantity', 'amount', 'status'].map(
        (key) => intl.formatMessage({ id: `orders.column.${key}` }),
      ),
      kinds,
      statuses,
      fileName: 'order-history.csv',
    };
    return { kinds, statuses, csv };
  }, [intl]);
}

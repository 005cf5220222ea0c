import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDay } from './reportDates';

/** A report's filters: the date range and any others, all text as the URL holds them. */
export type ReportFilterValues<K extends string> = { from: string; to: string } & Record<K, string>;

/**
 * The filters of a report, kept in the URL's query (so a report can be bookmarked, shared and
 * reopened with Back): a value missing from the URL, or a date that is not a real day, takes its
 * default. Changing a filter replaces the URL rather than adding a history entry per keystroke.
 */
export function useReportFilters<K extends string>(defaults: ReportFilterValues<K>) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const values = useMemo(() => {
    const read = new URLSearchParams(key);
    const entries = Object.entries(defaults).map(([name, fallback]) => {
      const value = read.get(name);
      const usable =
        value !== null && (name === 'from' || name === 'to' ? isDay(value) : value !== '');
      return [name, usable ? value : fallback];
    });
    return Object.fromEntries(entries) as ReportFilterValues<K>;
    // The defaults are fixed for a visit: only the URL changes what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setFilters = useCallback(
    (patch: Partial<ReportFilterValues<K>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch) as [string, string][]) {
            if (value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters: values, setFilters };
}

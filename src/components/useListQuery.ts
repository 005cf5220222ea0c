import { useCallback, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** The admin and contact lists show 10 rows a page. */
export const PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search text and page of a paged list. The page belongs to the filters it was chosen
 * under, so a new search (once typing pauses) or a new `otherFilters` value starts again at page 1
 * in the same render: no request for "page 2 of the new search" goes out first.
 */
export function useListQuery(otherFilters: string) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filtersKey = JSON.stringify([search, otherFilters]);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const setPage = useCallback(
    (next: number) => setPaging({ filtersKey, page: next }),
    [filtersKey],
  );
  return { searchText, setSearchText, search, page, setPage, offset: (page - 1) * PAGE_SIZE };
}

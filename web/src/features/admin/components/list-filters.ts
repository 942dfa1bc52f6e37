import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { QueryParams } from '../../../lib/api-client';

/** Typing in a filter waits this long before the list is fetched again. */
const FILTER_DEBOUNCE_MS = 300;

/** Every filter is a string; blank (or only spaces) means unset. */
export type FilterValues<Values> = { [Name in keyof Values]: string };

/** Filters as query parameters, trimmed; blank filters are left out of the query string. */
export function filterParams<Values extends FilterValues<Values>>(filters: Values): QueryParams {
  return Object.fromEntries(Object.entries<string>(filters).map(([name, value]) => [name, value.trim() === '' ? null : value.trim()]));
}

export function hasActiveFilter<Values extends FilterValues<Values>>(filters: Values): boolean {
  return Object.values<string>(filters).some((value) => value.trim() !== '');
}

/**
 * A paged, filtered organizer list: the filters as typed, the debounced ones the query uses,
 * and the page, which goes back to 1 whenever a filter changes.
 */
export function useListFilters<Values extends FilterValues<Values>>(empty: Values) {
  const [filters, setFilters] = useState<Values>(empty);
  const [debouncedFilters] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const [page, setPage] = useState(1);

  const changeFilters = (next: Values) => {
    setFilters(next);
    setPage(1);
  };

  return { filters, debouncedFilters, changeFilters, page, setPage, isFiltered: hasActiveFilter(debouncedFilters) };
}

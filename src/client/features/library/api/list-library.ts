import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** /biblioteca: active items, newest first, a page of the grid at a time. */
export const libraryGridQueryOptions = infiniteQueryOptions({
  queryKey: ['library', 'grid'],
  queryFn: ({ pageParam }) => unwrap(api.library.$get({ query: pageParam ? { cursor: pageParam } : {} })),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const useLibraryGrid = () => useInfiniteQuery(libraryGridQueryOptions);

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const TRAININGS_KEY = ['trainings'] as const;

/** The members' trainings: active, newest first, 10 a page, optional title filter, exact count. */
export const trainingsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...TRAININGS_KEY, { search, page }],
    queryFn: () =>
      unwrap(api.trainings.$get({ query: { page: String(page), ...(search ? { search } : {}) } })),
    placeholderData: keepPreviousData,
  });

export const useTrainings = (search: string, page: number) => useQuery(trainingsQueryOptions(search, page));

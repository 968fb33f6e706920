import { queryOptions, useQuery } from '@tanstack/react-query';
import { INITIAL_SESSION_CHECK_MS } from '../../../../shared/constants';
import type { MeResponse } from '../../../../shared/schemas/session';
import { api, unwrap } from '../../../lib/api';

let firstCheck = true;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function getMe(): Promise<MeResponse> {
  // SPEC §4: the first session check runs 100 ms after start.
  if (firstCheck) {
    firstCheck = false;
    await wait(INITIAL_SESSION_CHECK_MS);
  }
  return unwrap(api.me.$get());
}

export const meQueryOptions = queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: 30_000 });

export const useMe = () => useQuery(meQueryOptions);

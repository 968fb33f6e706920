import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/schemas/session';
import { api, unwrap } from '../../../lib/api';

export const getMe = (): Promise<MeResponse> => unwrap(api.me.$get());

// The server embeds what /api/me would answer in the page it serves (web-routes.ts), so the first
// screen renders without a trip after the code (docs/decisions/018-first-load.md). Read once: the
// cache owns it after.
let embedded: MeResponse | undefined = readEmbeddedViewer();
const loadedAt = Date.now();

function readEmbeddedViewer(): MeResponse | undefined {
  const tag = typeof document === 'undefined' ? null : document.getElementById('app-viewer');
  if (!tag?.textContent) return undefined;
  tag.remove();
  return JSON.parse(tag.textContent) as MeResponse;
}

function takeEmbeddedViewer() {
  const me = embedded;
  embedded = undefined;
  return me;
}

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: getMe,
  staleTime: 30_000,
  initialData: takeEmbeddedViewer,
  initialDataUpdatedAt: loadedAt,
});

export const useMe = () => useQuery(meQueryOptions);

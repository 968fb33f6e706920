import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A client whose cache already holds these queries' outcomes, for rendering a component in each
 * of its states without a server: data, or an error.
 */
export function clientWith(entries: { queryKey: QueryKey; data?: unknown; error?: Error }[]) {
  // Not retried on mount: an error stays an error for the render (else it reads as loading again).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  for (const { queryKey, data, error } of entries) {
    if (error)
      client
        .getQueryCache()
        .build(client, { queryKey })
        .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
    else client.setQueryData(queryKey, data);
  }
  return client;
}

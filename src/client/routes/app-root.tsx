import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ConnectionNotice } from '../components/connection-notice';
import { ToasterSlot } from '../components/toaster-slot';
import { onReconnect } from '../lib/connection';

// Retry once, no refetch on window focus (docs/decisions/001-stack-and-layout.md).
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// Once the server answers again, whatever failed on the screen loads again by itself.
onReconnect(() => {
  void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
});

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ConnectionNotice />
      <ToasterSlot />
    </QueryClientProvider>
  );
}

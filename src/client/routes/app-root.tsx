import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToasterSlot } from '../components/toaster-slot';

// DECISIONS stack: retry 1, no refetch on window focus.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ToasterSlot />
    </QueryClientProvider>
  );
}

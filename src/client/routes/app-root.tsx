import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToasterSlot } from '../components/toaster-slot';

// Retry once, no refetch on window focus (docs/decisions/001-stack-and-layout.md).
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

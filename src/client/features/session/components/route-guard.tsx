import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { type Access, evaluateGuard } from '../../../../shared/routes';
import { FullPageSpinner } from '../../../../ui/spinner';
import { useSession } from '../hooks/use-session';

/** SPEC §4 guard order; redirects are silent. The server enforces the same rule on every call. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { status, viewer } = useSession();
  if (access === 'visitor') return children;
  if (status === 'loading') return <FullPageSpinner />;
  const outcome = evaluateGuard(access, viewer);
  return outcome.allow ? children : <Navigate to={outcome.redirectTo} replace />;
}

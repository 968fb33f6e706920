import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Access, evaluateGuard } from '../../../../shared/routes';
import { FullPageSpinner } from '../../../../ui/spinner';
import { signInPath } from '../../../lib/return-path';
import { useSession } from '../hooks/use-session';
import { SessionError } from './session-error';

// Its own chunk: only an admin who has not enrolled in two-factor yet downloads it.
const AdminTwoFactorGate = lazy(() =>
  import('../../../routes/admin-two-factor').then(({ Component }) => ({
    default: Component,
  })),
);

/**
 * The guard order of docs/product.md#who-may-open-what; redirects are silent. The server enforces
 * the same rule on every call. Sent to /auth, the person keeps the page they asked for (a
 * bookmark, or the page a session ended on) and returns to it after sign-in.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (access === 'visitor') return children;
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'error')
    return (
      <SessionError
        message={session.errorMessage ?? ''}
        onRetry={session.retry}
        retrying={session.retrying}
      />
    );
  const outcome = evaluateGuard(access, session.viewer);
  if (outcome.allow && access === 'admin' && session.twoFactorPending) return <AdminTwoFactorGate />;
  if (outcome.allow) return children;
  const to = outcome.redirectTo === '/auth' ? signInPath(pathname + search) : outcome.redirectTo;
  return <Navigate to={to} replace />;
}

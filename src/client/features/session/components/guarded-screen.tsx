import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Access, evaluateGuard } from '../../../../shared/routes';
import { Button } from '../../../../ui/button';
import { FullPageSpinner } from '../../../../ui/spinner';
import { ChunkBoundary } from '../../../components/chunk-boundary';
import { resilientLazy } from '../../../lib/resilient-lazy';
import { signInPath } from '../../../lib/return-path';
import { SESSION_ERROR_TITLE } from '../hooks/session-status';
import { useSession } from '../hooks/use-session';
import { useSessionWatch } from '../hooks/use-session-watch';

/**
 * A screen behind the guard of its access level. Every screen of the app sits in one, so it also
 * watches for the session ending, and shows the error state when the screen's code did not arrive.
 */
export function GuardedScreen({ access, children }: { access: Access; children: ReactNode }) {
  useSessionWatch();
  const { pathname } = useLocation();
  return (
    <ChunkBoundary resetKey={pathname}>
      <RouteGuard access={access}>{children}</RouteGuard>
    </ChunkBoundary>
  );
}

// Its own chunk: only an admin who has not enrolled in two-factor yet downloads it.
const AdminTwoFactorGate = resilientLazy(() =>
  import('../../../routes/admin-two-factor').then(({ Component }) => Component),
);

/**
 * The guard order of docs/product.md#who-may-open-what; redirects are silent. The server enforces
 * the same rule on every call. Sent to /auth, the person keeps the page they asked for (a
 * bookmark, or the page a session ended on) and returns to it after sign-in.
 */
function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
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

type SessionErrorProps = { message: string; onRetry: () => void; retrying: boolean };

/** /api/me failed or is stuck; the person stays where they were and can try again. */
function SessionError({ message, onRetry, retrying }: SessionErrorProps) {
  return (
    <section
      aria-labelledby="session-error-title"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <CircleAlert className="size-8 text-destructive" aria-hidden />
      <h1 id="session-error-title" className="text-xl font-semibold">
        {SESSION_ERROR_TITLE}
      </h1>
      <p role="alert" className="max-w-md text-muted-foreground">
        {message}
      </p>
      <Button onClick={onRetry} disabled={retrying}>
        Tentar novamente
      </Button>
    </section>
  );
}

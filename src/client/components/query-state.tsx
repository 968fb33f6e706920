import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ApiError, SessionEndedError } from '../lib/api';

export const LOAD_ERROR = 'Não foi possível carregar. Verifique sua conexão e tente de novo.';

/** What QueryState reads of a TanStack query (useQuery and useInfiniteQuery both fit). */
export type LoadableQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/** A refusal the server explained (4xx) says why; anything else (network, 5xx) is the generic text. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : LOAD_ERROR;

type LoadErrorViewProps = { message: string; retrying: boolean; onRetry: () => void };

/** The error state of whatever failed to load: what happened and "Tentar novamente". */
export function LoadErrorView({ message, retrying, onRetry }: LoadErrorViewProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 p-6 text-center">
      <CircleAlert className="size-6 text-destructive" aria-hidden />
      <p role="alert" className="text-sm font-medium">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden />
        Tentar novamente
      </Button>
    </div>
  );
}

/**
 * A list or card loads, fails or shows its data (its own empty state included) — a
 * failure never passes for "nothing yet". Data already on screen stays under the error when a
 * refresh or the next page fails. An ended session shows nothing here: the sign-in page explains it.
 */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: LoadableQuery<T>;
  /** What shows while loading (a skeleton in the shape of the data); a spinner by default. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const failed = query.isError && !(query.error instanceof SessionEndedError);
  const error = failed && (
    <LoadErrorView
      message={messageOf(query.error)}
      retrying={query.isFetching}
      onRetry={() => query.refetch()}
    />
  );
  if (query.data === undefined) return error || loading || <Spinner />;
  return (
    <>
      {error}
      {children(query.data)}
    </>
  );
}

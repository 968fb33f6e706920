import { CircleAlert } from 'lucide-react';
import { Button } from '../../../../ui/button';
import { SESSION_ERROR_TITLE } from '../hooks/session-status';

type SessionErrorProps = { message: string; onRetry: () => void; retrying: boolean };

/** /api/me failed or is stuck; the person stays where they were and can try again. */
export function SessionError({ message, onRetry, retrying }: SessionErrorProps) {
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

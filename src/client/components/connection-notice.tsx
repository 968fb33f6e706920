import { useUnreachable } from '../lib/connection';

export const OFFLINE_NOTICE = 'Sem conexão — tentando de novo…';

/**
 * Says so while the server does not answer (lib/connection.ts); the failed screens and lists load
 * again by themselves once it does. The live region stays mounted so the text is announced.
 */
export function ConnectionNotice() {
  const unreachable = useUnreachable();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-4">
      {unreachable && (
        <p className="rounded-full bg-foreground px-4 py-2 text-sm font-medium text-background shadow-lg">
          {OFFLINE_NOTICE}
        </p>
      )}
    </div>
  );
}

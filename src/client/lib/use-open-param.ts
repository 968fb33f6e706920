import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record a list's dialog shows, kept in the address (?ticket=…, ?sessao=…) so another screen
 * can link to it (the member page opens a ticket or a chat). Opening adds a history
 * step; closing replaces it, so Back returns to where the link was.
 */
export function useOpenParam(name: string) {
  const [params, setParams] = useSearchParams();
  const openId = params.get(name);
  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(name, id);
        return next;
      }),
    [name, setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return { openId, open, close };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '../../shared/constants';
import { toast } from './toast-store';

type CopyMessages = { success: string; failure: string };

/**
 * Copies text to the clipboard and reports it (Copiado! / Código copiado!, or Erro with the
 * failure); `copied` stays true for 2 s so the button can show its check icon
 * (COPY_CONFIRMATION_MS).
 */
export function useCopy({ success, failure }: CopyMessages) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        toast({ title: 'Erro', description: failure, variant: 'destructive' });
        return;
      }
      toast({ title: success, variant: 'success' });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    },
    [success, failure],
  );
  return { copied, copy };
}

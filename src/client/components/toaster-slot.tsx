import { useState } from 'react';
import { resilientLazy } from '../lib/resilient-lazy';
import { useToasts } from '../lib/toast-store';
import { OptionalChunk } from './chunk-boundary';

const Toaster = resilientLazy(() => import('./toaster').then(({ Toaster }) => Toaster));

/**
 * Where toasts appear. The toast machinery (Radix) is its own chunk, fetched with the first toast
 * rather than with every page (docs/decisions/018-first-load.md); once loaded it stays, so toasts
 * can animate out.
 */
export function ToasterSlot() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <OptionalChunk>
      <Toaster />
    </OptionalChunk>
  );
}

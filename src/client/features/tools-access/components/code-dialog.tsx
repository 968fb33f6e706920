import { Slot } from '@radix-ui/react-slot';
import { type ReactNode, useState } from 'react';
import { OptionalChunk } from '../../../components/chunk-boundary';
import { resilientLazy } from '../../../lib/resilient-lazy';
import type { CodeDialogContentProps } from './code-dialog-content';

const CodeDialogContent = resilientLazy(() =>
  import('./code-dialog-content').then(({ CodeDialogContent }) => CodeDialogContent),
);

type CodeDialogProps = Omit<CodeDialogContentProps, 'open' | 'onOpenChange'> & { trigger: ReactNode };

/**
 * The button that opens the code dialog. The dialog's code (and the dialog machinery it runs on) is
 * fetched on the first opening, not with the page (docs/decisions/018-first-load.md); it stays for
 * the next one.
 */
export function CodeDialog({ trigger, ...props }: CodeDialogProps) {
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <Slot onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open === true}>
        {trigger}
      </Slot>
      {open !== null && (
        // Should its code not arrive, the dialog opens once the server answers again.
        <OptionalChunk>
          <CodeDialogContent {...props} open={open} onOpenChange={setOpen} />
        </OptionalChunk>
      )}
    </>
  );
}

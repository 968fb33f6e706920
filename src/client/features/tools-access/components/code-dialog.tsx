import { Slot } from '@radix-ui/react-slot';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { CodeDialogContentProps } from './code-dialog-content';

const CodeDialogContent = lazy(() =>
  import('./code-dialog-content').then(({ CodeDialogContent }) => ({ default: CodeDialogContent })),
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
        <Suspense fallback={null}>
          <CodeDialogContent {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

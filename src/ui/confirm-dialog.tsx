import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonVariants } from './button';
import { useReturnFocus } from './return-focus';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The way back ("Cancelar"; "Voltar" where Cancelar would name the action itself). */
  cancelLabel?: string;
  busy?: boolean;
  /** 'positive' for a step that gives or sends something (Estender acesso, Reenviar): not red. */
  tone?: ConfirmTone;
  onConfirm: () => void;
};

type ConfirmTone = 'destructive' | 'positive';

/** Red only for what removes or ends something; a positive step gets the primary colour. */
export const confirmActionClass = (tone: ConfirmTone) =>
  buttonVariants({ variant: tone === 'positive' ? 'default' : 'destructive' });

/**
 * An alert dialog before a step that cannot be taken back (trainings' Confirmar exclusão, Estender
 * acesso): Cancelar or confirm.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busy,
  tone = 'destructive',
  onConfirm,
}: ConfirmDialogProps) {
  // Focus goes back to what opened it when the dialog closes.
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })} data-dialog-close>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={confirmActionClass(tone)}
              disabled={busy}
              onClick={(event) => {
                // The dialog closes once the step is done, not before.
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { useReturnFocus } from './return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

type ModalContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  overlayClassName?: string;
  closeLabel?: string;
  closeIconClassName?: string;
};

/** Radix's modal over a dimmed page, with its close button; a dialog or a sheet places it. */
function ModalContent({
  overlayClassName,
  closeLabel = 'Fechar',
  closeIconClassName = 'size-4',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ModalContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/50', overlayClassName)} />
      <DialogPrimitive.Content {...returnFocus} {...props}>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100"
          aria-label={closeLabel}
          data-dialog-close
        >
          <X className={closeIconClassName} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A centred modal (Radix: focus trap, Escape, labelled by its title). */
export function DialogContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalContent
      className={cn(
        'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg',
        className,
      )}
      {...props}
    />
  );
}

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;

/** A slide-in drawer from the left (the sidebar on small screens). */
export function SheetContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalContent
      aria-describedby={undefined}
      overlayClassName="data-[state=open]:animate-in"
      closeLabel="Fechar menu"
      closeIconClassName="size-5"
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto border-r bg-background p-4 shadow-lg transition-transform',
        className,
      )}
      {...props}
    />
  );
}

export const DialogHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 pr-6 text-center sm:text-left', className)} {...props} />
);
export const DialogFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
);
/** A form dialog's buttons: Cancelar closes, the submit shows the form's busy label. */
export const FormDialogFooter = ({
  onCancel,
  busy,
  submitLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
}) => (
  <DialogFooter>
    <Button variant="outline" onClick={onCancel}>
      Cancelar
    </Button>
    <Button type="submit" disabled={busy}>
      {submitLabel}
    </Button>
  </DialogFooter>
);
export const DialogTitle = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />
);
export const DialogDescription = ({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) => (
  <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
);

/**
 * A dialog around one form: its title (and description), the fields, then Cancelar and the submit.
 * `after`: what the dialog holds below the form (a confirmation it asks for).
 */
export function FormDialog({
  open = true,
  title,
  description,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  after,
  children,
}: {
  open?: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {children}
          <FormDialogFooter onCancel={onClose} busy={busy} submitLabel={submitLabel} />
        </form>
        {after}
      </DialogContent>
    </Dialog>
  );
}

import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST } from '../../shared/constants';
import { cn } from '../../ui/cn';
import { dismissToast, useToasts } from '../lib/toast-store';

const VARIANTS = {
  default: 'border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border bg-background text-foreground',
} as const;

/** TOAST's numbers: 5000 ms, swipe right past 50 px, F8 focuses the region, at most 420 px wide. */
/**
 * Radix hands Escape to the newest layer, so a toast shown over an open dialog (the admin code's
 * "Acesso administrativo autorizado") would take it: the dialog closes instead, as the person
 * expects, and the toast leaves by itself.
 */
function closeDialogInstead(event: KeyboardEvent) {
  const closers = document.querySelectorAll<HTMLElement>('[data-dialog-close]');
  const topmost = closers[closers.length - 1];
  if (!topmost) return;
  event.preventDefault();
  topmost.click();
}

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThreshold}
      label="Notificação"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          onEscapeKeyDown={closeDialogInstead}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
            VARIANTS[t.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 cursor-pointer"
            aria-label="Fechar"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST.hotkey]}
        // Radix's default names the region in English ("Notifications (F8)").
        label="Notificações ({hotkey})"
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

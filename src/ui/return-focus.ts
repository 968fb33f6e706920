import { useRef } from 'react';

type FocusHandler = (event: Event) => void;

/**
 * Where focus goes when a dialog closes: back to what had it when the dialog opened (the button
 * that opened it), also for dialogs opened from state rather than a Radix trigger, which Radix
 * would otherwise leave on the page's body. Spread the handlers on the Radix content; a close
 * handler of the caller's that prevented the default wins.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
} = {}) {
  const opener = useRef<Element | null>(null);
  return {
    // Called as the dialog opens, before focus moves into it: the opener still has it.
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !(target instanceof HTMLElement) || !target.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

import { Loader2 } from 'lucide-react';

/** The loading state reads Carregando... */
export function FullPageSpinner() {
  return (
    <div
      className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground"
      role="status"
      aria-live="polite"
    >
      <Loader2 className="size-6 animate-spin" aria-hidden />
      <span>Carregando...</span>
    </div>
  );
}

/** A loading state inside a list, card or dialog (a spinner shows until loaded). */
export function Spinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div
      className="flex items-center justify-center gap-2 py-8 text-muted-foreground"
      role="status"
      aria-live="polite"
    >
      <Loader2 className="size-5 animate-spin" aria-hidden />
      <span className="text-sm">{label}</span>
    </div>
  );
}

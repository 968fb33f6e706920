import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list with nothing in it (yet): what is missing and, optionally, what to do about it. */
export function EmptyState({
  icon: Icon,
  children,
  hint,
}: {
  icon: LucideIcon;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
      <Icon className="size-8" aria-hidden />
      <p className="font-medium text-foreground">{children}</p>
      {hint && <p className="text-sm">{hint}</p>}
    </div>
  );
}

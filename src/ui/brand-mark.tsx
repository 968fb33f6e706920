import { Sparkles } from 'lucide-react';

/** The product's mark and name. Pure (no app config), so the server-rendered public pages share it. */
export function BrandMark({ appName, className = '' }: { appName: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Sparkles className="size-4" aria-hidden />
      </span>
      {appName}
    </span>
  );
}

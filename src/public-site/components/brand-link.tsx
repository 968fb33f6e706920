import { Sparkles } from 'lucide-react';

/** The product's mark and name, linking home (same mark as the SPA's Brand). */
export function BrandLink({ appName }: { appName: string }) {
  return (
    <a href="/" className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Sparkles className="size-4" aria-hidden />
      </span>
      {appName}
    </a>
  );
}

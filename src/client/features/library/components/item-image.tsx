import { FileArchive } from 'lucide-react';
import { cn } from '../../../../ui/cn';

/** An item's picture (the small copy made at upload), or a placeholder when it has none. */
export function ItemImage({ src, className }: { src: string | null; className?: string }) {
  return (
    <div className={cn('flex items-center justify-center overflow-hidden bg-muted', className)}>
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <FileArchive
          className="size-10 text-muted-foreground/60"
          aria-hidden
          data-testid="image-placeholder"
        />
      )}
    </div>
  );
}

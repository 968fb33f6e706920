import { Download } from 'lucide-react';
import { useId } from 'react';
import { formatCount } from '../../../../shared/format';
import type { LibraryItemView } from '../../../../shared/schemas/library';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ItemImage } from './item-image';

const downloadsLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'download' : 'downloads'}`;

/** A card of the library grid: image or placeholder, name, download count, Baixar. */
export function LibraryCard({
  item,
  busy,
  onDownload,
}: {
  item: LibraryItemView;
  busy: boolean;
  onDownload: (item: LibraryItemView) => void;
}) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col overflow-hidden">
      <ItemImage src={item.thumbnailUrl} className="aspect-video border-b" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <h2 id={titleId} className="font-semibold leading-tight">
            {item.name}
          </h2>
          {item.description && (
            <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p>
          )}
        </div>
        <div className="mt-auto flex items-center justify-between gap-2">
          <span className="text-sm text-muted-foreground" data-testid="downloads-count">
            {downloadsLabel(item.downloadsCount)}
          </span>
          <Button size="sm" onClick={() => onDownload(item)} disabled={busy}>
            <Download aria-hidden />
            Baixar
          </Button>
        </div>
      </div>
    </Card>
  );
}

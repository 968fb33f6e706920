import { useId } from 'react';
import { formatCount, formatDate, formatFileSize } from '../../../../shared/format';
import type { AdminLibraryItemView } from '../../../../shared/schemas/library';
import { Badge } from '../../../../ui/badge';
import { Card } from '../../../../ui/card';
import { ContentRowActions } from '../../../components/content-row-actions';
import { ItemImage } from './item-image';

type RowProps = {
  item: AdminLibraryItemView;
  busy: boolean;
  onToggle: (item: AdminLibraryItemView) => void;
  onDelete: (item: AdminLibraryItemView) => void;
};

/**
 * A row of the admin library: thumbnail, name, Ativo/Inativo, description, downloads, size, date,
 * actions.
 */
export function AdminLibraryRow({ item, busy, onToggle, onDelete }: RowProps) {
  const titleId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center"
    >
      <ItemImage src={item.thumbnailUrl} className="aspect-video w-full shrink-0 rounded-md sm:size-20" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="break-words font-semibold">
            {item.name}
          </h2>
          <Badge variant={item.isActive ? 'success' : 'secondary'}>
            {item.isActive ? 'Ativo' : 'Inativo'}
          </Badge>
        </div>
        {item.description && <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt>Downloads:</dt>
            <dd>{formatCount(item.downloadsCount)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Tamanho:</dt>
            <dd>{formatFileSize(item.fileSize)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Criado em:</dt>
            <dd>{formatDate(item.createdAt)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 gap-2">
        <ContentRowActions
          name={item.name}
          isActive={item.isActive}
          editTo={`/admin/biblioteca/editar/${item.id}`}
          busy={busy}
          onToggle={() => onToggle(item)}
          onDelete={() => onDelete(item)}
        />
      </div>
    </Card>
  );
}

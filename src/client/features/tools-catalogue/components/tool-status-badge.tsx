import { formatDate, formatDayMonth, formatTime } from '../../../../shared/format';
import type { CatalogueToolView } from '../../../../shared/schemas/tools-catalogue';
import { TOOL_STATUS_LABELS, type ToolStatus } from '../../../../shared/tools-catalogue';
import { Badge, type BadgeProps } from '../../../../ui/badge';

const VARIANTS: Record<ToolStatus, BadgeProps['variant']> = {
  working: 'success',
  unstable: 'warning',
  no_credits: 'warning',
  maintenance: 'secondary',
  down: 'destructive',
};

/** Funcionando, Instável, Sem créditos, Em manutenção or Fora do ar, coloured by how bad. */
export const ToolStatusBadge = ({ status }: { status: ToolStatus }) => (
  <Badge variant={VARIANTS[status]} data-status={status}>
    {TOOL_STATUS_LABELS[status]}
  </Badge>
);

/** "desde 28/11 às 14:05", and for Sem créditos "até 10/12/2026". */
export function statusSince(tool: Pick<CatalogueToolView, 'statusChangedAt' | 'statusUntil'>) {
  const since = `desde ${formatDayMonth(tool.statusChangedAt)} às ${formatTime(tool.statusChangedAt)}`;
  // The day is a São Paulo calendar day: read at noon UTC, it stays that day in any zone of Brazil.
  return tool.statusUntil ? `${since}, até ${formatDate(`${tool.statusUntil}T12:00:00Z`)}` : since;
}

/** The status with its note and since when, for a tool that is not working. */
export function ToolStatusDetail({ tool }: { tool: CatalogueToolView }) {
  if (tool.status === 'working') return null;
  return (
    <p className="text-sm text-muted-foreground">
      {tool.statusNote ? `${tool.statusNote} ` : ''}
      <span className="whitespace-nowrap">({statusSince(tool)})</span>
    </p>
  );
}

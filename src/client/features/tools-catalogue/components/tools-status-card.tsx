import { CircleCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { InfoCard } from '../../../../ui/info-card';
import { useToolsCatalogue } from '../api/catalogue';
import { ToolStatusBadge, ToolStatusDetail } from './tool-status-badge';

/**
 * The dashboard's "Status das ferramentas" (docs/product.md#the-tool-catalogue): every tool that
 * is not working, with its note; a single line when all are. For those whose plan lets them use the
 * tools (the list is theirs only).
 */
export function ToolsStatusCard() {
  const { data, isError } = useToolsCatalogue();
  const notWorking = data?.filter((tool) => tool.status !== 'working') ?? [];
  return (
    <InfoCard title="Status das ferramentas" icon={<Wrench />}>
      {isError ? (
        <p className="text-sm text-muted-foreground">Não foi possível carregar o status agora.</p>
      ) : !data ? (
        <p className="text-sm text-muted-foreground">Carregando...</p>
      ) : notWorking.length === 0 ? (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck className="size-4 text-success" aria-hidden /> Todas as ferramentas estão funcionando.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Ferramentas com problema">
          {notWorking.map((tool) => (
            <li key={tool.id} className="grid gap-1">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {tool.name} <ToolStatusBadge status={tool.status} />
              </span>
              <ToolStatusDetail tool={tool} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/conectar" className="mt-2 block text-sm font-medium text-primary hover:underline">
        Ver todas as ferramentas
      </Link>
    </InfoCard>
  );
}

import { Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import type { AdminToolView } from '../../shared/schemas/tools-catalogue';
import { TOOL_CATEGORY_LABELS } from '../../shared/tools-catalogue';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { QueryState } from '../components/query-state';
import { useAdminToolsCatalogue, useDeleteTool } from '../features/tools-catalogue/api/admin-catalogue';
import { ToolFormDialog } from '../features/tools-catalogue/components/tool-form-dialog';
import { ToolStatusBadge, ToolStatusDetail } from '../features/tools-catalogue/components/tool-status-badge';
import { ToolStatusDialog } from '../features/tools-catalogue/components/tool-status-dialog';
import { notifyError } from '../lib/notify-error';
import { toast } from '../lib/toast-store';
import { usePageTitle } from '../lib/use-page-title';

type Editing = { kind: 'add' } | { kind: 'edit' | 'status'; tool: AdminToolView } | null;

/**
 * /admin/ferramentas (docs/product.md#the-tool-catalogue): the tool catalogue in its order, each
 * tool's status with Alterar status, and add, edit, delete.
 */
export function Component() {
  usePageTitle('Catálogo de Ferramentas');
  const catalogue = useAdminToolsCatalogue();
  const remove = useDeleteTool();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const onDelete = (tool: AdminToolView) => {
    if (!window.confirm(`Excluir "${tool.name}" do catálogo?`)) return;
    remove.mutate(tool.id, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => notifyError('Erro', error, 'Não foi possível excluir a ferramenta.'),
    });
  };
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Catálogo de Ferramentas</h1>
          <p className="text-muted-foreground">
            As ferramentas incluídas na assinatura, o status de cada uma e o que aparece na página inicial.
          </p>
        </div>
        <Button onClick={() => setEditing({ kind: 'add' })}>
          <Plus aria-hidden /> Adicionar ferramenta
        </Button>
      </div>
      <QueryState query={catalogue}>
        {(tools) =>
          tools.length === 0 ? (
            <EmptyState icon={Wrench} hint="Adicione a primeira ferramenta do catálogo.">
              Nenhuma ferramenta no catálogo
            </EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label="Ferramentas do catálogo">
              {tools.map((tool) => (
                <li
                  key={tool.id}
                  data-tool={tool.name}
                  className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center"
                >
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-semibold">{tool.name}</h2>
                      <ToolStatusBadge status={tool.status} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {TOOL_CATEGORY_LABELS[tool.category]} · Ordem {tool.sortOrder}
                      {tool.onLanding ? ' · Na página inicial' : ''}
                      {tool.isActive ? '' : ' · Inativa'}
                    </p>
                    <ToolStatusDetail tool={tool} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => setEditing({ kind: 'status', tool })}>
                      Alterar status<span className="sr-only"> de {tool.name}</span>
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'edit', tool })}>
                      Editar<span className="sr-only"> {tool.name}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={remove.isPending && remove.variables === tool.id}
                      onClick={() => onDelete(tool)}
                    >
                      Excluir<span className="sr-only"> {tool.name}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {editing?.kind === 'add' && <ToolFormDialog onClose={close} />}
      {editing?.kind === 'edit' && <ToolFormDialog tool={editing.tool} onClose={close} />}
      {editing?.kind === 'status' && <ToolStatusDialog tool={editing.tool} onClose={close} />}
    </div>
  );
}

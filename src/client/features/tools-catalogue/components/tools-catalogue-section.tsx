import { Wrench } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import type { CatalogueToolView } from '../../../../shared/schemas/tools-catalogue';
import { TOOL_CATEGORIES, TOOL_CATEGORY_LABELS, type ToolCategory } from '../../../../shared/tools-catalogue';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { EmptyState } from '../../../../ui/empty-state';
import { Input } from '../../../../ui/input';
import { SelectField } from '../../../../ui/select-field';
import { QueryState } from '../../../components/query-state';
import { useToolsCatalogue } from '../api/catalogue';
import { ToolStatusBadge, ToolStatusDetail } from './tool-status-badge';

const ToolInstructionsDialog = lazy(() => import('./tool-instructions'));

const CATEGORY_OPTIONS = [
  { value: '', label: 'Todas as categorias' },
  ...TOOL_CATEGORIES.map((category) => ({ value: category, label: TOOL_CATEGORY_LABELS[category] })),
];

/** Case and accents aside: "video" finds "Vídeo". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * /conectar's list of the included tools (docs/product.md#the-tool-catalogue): search, category
 * filter, each tool's status (with its note and since when when it is not working), and its
 * instructions in a dialog. Loaded when the member asks for it (IncludedTools).
 */
export default function ToolsCatalogueSection() {
  const catalogue = useToolsCatalogue();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ToolCategory | ''>('');
  const [opened, setOpened] = useState<CatalogueToolView | null>(null);
  const query = folded(useDeferredValue(search).trim());
  return (
    <Card id="ferramentas-incluidas">
      <CardHeader>
        <CardTitle>Ferramentas incluídas</CardTitle>
        <CardDescription>Veja o status de cada ferramenta e como usá-la.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <Input
            type="search"
            aria-label="Buscar ferramenta"
            placeholder="Buscar ferramenta..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            id="tools-category"
            label="Categoria"
            className="sm:mt-0"
            options={CATEGORY_OPTIONS}
            value={category}
            onChange={(event) => setCategory(event.target.value as ToolCategory | '')}
          />
        </div>
        <QueryState query={catalogue}>
          {(tools) => {
            const shown = tools.filter(
              (tool) =>
                (!category || tool.category === category) &&
                (!query || folded(`${tool.name} ${tool.description}`).includes(query)),
            );
            if (shown.length === 0)
              return (
                <EmptyState icon={Wrench} hint="Tente outro nome ou outra categoria.">
                  Nenhuma ferramenta encontrada
                </EmptyState>
              );
            return (
              <ul className="grid gap-3 md:grid-cols-2" aria-label="Ferramentas">
                {shown.map((tool) => (
                  <li key={tool.id} className="grid gap-2 rounded-lg border p-4" data-tool={tool.name}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-semibold">{tool.name}</h3>
                      <ToolStatusBadge status={tool.status} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {TOOL_CATEGORY_LABELS[tool.category]} · {tool.description}
                    </p>
                    <ToolStatusDetail tool={tool} />
                    {tool.instructions && (
                      <Button variant="outline" size="sm" className="w-fit" onClick={() => setOpened(tool)}>
                        Ver instruções<span className="sr-only"> de {tool.name}</span>
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
      </CardContent>
      {opened && (
        <Suspense>
          <ToolInstructionsDialog tool={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </Card>
  );
}

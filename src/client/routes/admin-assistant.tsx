import { AssistantSettingsCard } from '../features/support/components/assistant-settings-card';
import { KnowledgeBaseCard } from '../features/support/components/knowledge-base-card';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/assistente: the support assistant's API settings and its knowledge base. */
export function Component() {
  usePageTitle('Assistente');
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Configurações do Assistente</h1>
        <p className="text-muted-foreground">
          Como o assistente de suporte responde aos membros e visitantes.
        </p>
      </div>
      <AssistantSettingsCard assistant="general" />
      <KnowledgeBaseCard />
    </div>
  );
}

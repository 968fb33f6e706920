import { ToolsAssistantSettingsCard } from '../features/support/components/assistant-settings-card';
import { CodeRequestsSection } from '../features/tools-access/components/code-requests-section';
import { CredentialsSettingsSection } from '../features/tools-access/components/credentials-settings-section';
import { IpSpreadSection } from '../features/tools-access/components/ip-spread-section';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /admin/tools: a column of independent sections, each loading its own data; another
 * feature adds its section here with one line (the tools assistant's settings, from support).
 */
export function Component() {
  usePageTitle('Credenciais das Ferramentas');
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Credenciais das Ferramentas</h1>
        <p className="text-muted-foreground">
          Credenciais compartilhadas, códigos de verificação e auditoria de acesso.
        </p>
      </div>
      <CredentialsSettingsSection group="tools" />
      <CredentialsSettingsSection group="admin" />
      <ToolsAssistantSettingsCard />
      <CodeRequestsSection />
      <IpSpreadSection />
    </div>
  );
}

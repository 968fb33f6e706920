import { ShieldAlert } from 'lucide-react';
import type { CredentialGroup } from '../../../../shared/schemas/tools-access';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api';
import { useToolsAccessSettings } from '../api/settings';
import { CredentialsSettingsForm } from './credentials-settings-form';

const TEXTS: Record<CredentialGroup, { title: string; description: string }> = {
  tools: {
    title: 'Acesso às ferramentas',
    description:
      'O login compartilhado que os assinantes veem em Conectar, e a chave do código de verificação.',
  },
  admin: {
    title: 'Acesso administrativo',
    description: 'O login e a chave do código exibidos apenas para administradores em Acesso Admin.',
  },
};

/** A refusal (not an admin) is said as such, never offered a retry. */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** One credential group's settings as a section of /admin/tools or /acesso-admin. */
export function CredentialsSettingsSection({ group }: { group: CredentialGroup }) {
  const settings = useToolsAccessSettings();
  const { title, description } = TEXTS[group];
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {isForbidden(settings.error) ? (
          <div className="grid justify-items-center gap-2 py-6 text-center" role="alert">
            <ShieldAlert className="size-8 text-destructive" aria-hidden />
            <p className="font-semibold">Acesso Negado</p>
            <p className="text-sm text-muted-foreground">Apenas administradores podem acessar esta página.</p>
          </div>
        ) : (
          <QueryState query={settings}>
            {(data) => <CredentialsSettingsForm group={group} view={data[group]} />}
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}

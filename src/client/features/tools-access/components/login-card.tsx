import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { CredentialGroup } from '../../../../shared/schemas/tools-access';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { adminAccessQueryOptions } from '../api/get-admin-access';
import { toolCredentialsQueryOptions } from '../api/get-tool-credentials';
import { CredentialField } from './credential-field';

const QUERIES = { tools: toolCredentialsQueryOptions, admin: adminAccessQueryOptions } as const;

type LoginCardProps = { group: CredentialGroup; title: string; description: string; children?: ReactNode };

/** SPEC §2: the read-only e-mail and password of a shared login, each with its controls. */
export function LoginCard({ group, title, description, children }: LoginCardProps) {
  const credentials = useQuery(QUERIES[group]);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {credentials.isPending ? (
          <div className="grid gap-4" aria-hidden>
            <div className="h-16 animate-pulse rounded-md bg-muted" />
            <div className="h-16 animate-pulse rounded-md bg-muted" />
          </div>
        ) : credentials.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar os dados de acesso. Recarregue a página.
          </p>
        ) : (
          <>
            <CredentialField id={`${group}-email`} label="Email" value={credentials.data.email} />
            <CredentialField
              id={`${group}-password`}
              label="Senha"
              value={credentials.data.password}
              concealed
            />
          </>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

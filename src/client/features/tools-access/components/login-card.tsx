import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { CredentialGroup } from '../../../../shared/schemas/tools-access';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { QueryState } from '../../../components/query-state';
import { adminAccessQueryOptions, toolCredentialsQueryOptions } from '../api/logins';
import { CredentialField } from './credential-field';

const QUERIES = { tools: toolCredentialsQueryOptions, admin: adminAccessQueryOptions } as const;

type LoginCardProps = { group: CredentialGroup; title: string; description: string; children?: ReactNode };

/** The read-only e-mail and password of a shared login, each with its controls. */
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
        <QueryState query={credentials}>
          {({ email, password }) => (
            <>
              <CredentialField id={`${group}-email`} label="Email" value={email} />
              <CredentialField id={`${group}-password`} label="Senha" value={password} concealed />
            </>
          )}
        </QueryState>
        {children}
      </CardContent>
    </Card>
  );
}

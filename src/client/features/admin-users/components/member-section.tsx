import type { ReactNode } from 'react';
import { MEMBER_PAGE_ROWS } from '../../../../shared/schemas/member-page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { type LoadableQuery, QueryState } from '../../../components/query-state';

/**
 * One section of the member page: its title, its own loading and error states
 * (QueryState) and an empty text when it has no rows. Shows the latest MEMBER_PAGE_ROWS.
 */
export function MemberSection<T>({
  id,
  title,
  action,
  query,
  rows,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** A button beside the title (Encerrar sessões). */
  action?: ReactNode;
  query: LoadableQuery<T>;
  rows: (data: T) => unknown[];
  empty: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region" className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle id={`${id}-title`} className="text-base">
            {title}
          </CardTitle>
          <CardDescription>Os {MEMBER_PAGE_ROWS} mais recentes.</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent className="min-w-0">
        <QueryState query={query}>
          {(data) =>
            rows(data).length === 0 ? (
              <p className="text-sm text-muted-foreground">{empty}</p>
            ) : (
              children(data)
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

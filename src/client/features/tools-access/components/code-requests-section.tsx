import { History } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { KeysetQueryState } from '../../../components/keyset-query-state';
import { MemberLink } from '../../../components/member-link';
import { useCursorParam } from '../../../lib/use-list-params';
import { useCodeRequests } from '../api/code-requests';

/** The address's key for this list's cursor (the page has other state in its address). */
const CURSOR_PARAM = 'solicitacoes';

/** The operator's audit: the latest code requests (who, when, from where), 10 a page by keyset. */
export function CodeRequestsSection() {
  const [cursor, setCursor] = useCursorParam(CURSOR_PARAM);
  const requests = useCodeRequests(cursor);
  return (
    <Card role="region" aria-label="Solicitações de código">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden /> Solicitações de código
        </CardTitle>
        <CardDescription>Quem pediu um código de verificação, quando e de qual IP.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <KeysetQueryState query={requests} onCursor={setCursor} pagerLabel="Páginas das solicitações">
          {({ items }) =>
            items.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhuma solicitação de código ainda.</p>
            ) : (
              <div className="min-w-0 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="text-muted-foreground">
                    <tr className="border-b">
                      <th className="py-2 pr-4 font-medium">Membro</th>
                      <th className="py-2 pr-4 font-medium">Data</th>
                      <th className="py-2 font-medium">IP</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((row) => (
                      <tr key={row.id} className="border-b last:border-0">
                        <td className="max-w-56 py-2 pr-4">
                          <MemberLink userId={row.userId} className="block truncate font-medium text-primary">
                            {row.userName || row.userEmail}
                          </MemberLink>
                          <p className="truncate text-xs text-muted-foreground">{row.userEmail}</p>
                        </td>
                        <td className="whitespace-nowrap py-2 pr-4">
                          {formatDate(row.createdAt)} {formatTime(row.createdAt)}
                        </td>
                        <td className="py-2 font-mono text-xs" title={row.userAgent ?? undefined}>
                          {row.ipAddress ?? '—'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </KeysetQueryState>
      </CardContent>
    </Card>
  );
}

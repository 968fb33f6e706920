import { Globe } from 'lucide-react';
import { countOf, formatDate } from '../../../../shared/format';
import type { IpSpreadRow } from '../../../../shared/schemas/tools-access';
import { Badge } from '../../../../ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { MemberLink } from '../../../components/member-link';
import { QueryState } from '../../../components/query-state';
import { useIpSpread } from '../api/code-requests';

// One person rarely asks from more than two places a week (home, phone); beyond that, look closer.
const WATCH_FROM_IPS = 3;

/**
 * What the member did from those addresses, leaving out what they did not: a member seen only
 * signing in reads "3 entradas", never "0 pedidos".
 */
export function activityText({
  requestCount,
  signInCount,
}: Pick<IpSpreadRow, 'requestCount' | 'signInCount'>) {
  return [
    requestCount > 0 && countOf(requestCount, 'pedido de código', 'pedidos de código'),
    signInCount > 0 && countOf(signInCount, 'entrada', 'entradas'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The operator's audit: members seen from the most distinct IPs in 7 days (resold or leaked
 * access).
 */
export function IpSpreadSection() {
  const spread = useIpSpread();
  return (
    <Card role="region" aria-label="Membros com mais IPs">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-5 text-primary" aria-hidden /> Membros com mais IPs
        </CardTitle>
        <CardDescription>
          Últimos 7 dias. Uma conta usada de muitos lugares pode ter sido compartilhada ou revendida.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={spread}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhuma solicitação nos últimos 7 dias.</p>
            ) : (
              <ol className="grid grid-cols-1 gap-2">
                {rows.map((row) => (
                  <li
                    key={row.userId}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                  >
                    <div className="min-w-0">
                      <MemberLink userId={row.userId} className="block truncate font-medium text-primary">
                        {row.userName || row.userEmail}
                      </MemberLink>
                      <p className="truncate text-xs text-muted-foreground">
                        {row.userEmail} · última atividade em {formatDate(row.lastRequestAt)}
                      </p>
                    </div>
                    <div className="flex items-center gap-2 text-sm">
                      <Badge variant={row.ipCount >= WATCH_FROM_IPS ? 'destructive' : 'secondary'}>
                        {countOf(row.ipCount, 'IP', 'IPs')}
                      </Badge>
                      <span className="text-muted-foreground">{activityText(row)}</span>
                    </div>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}

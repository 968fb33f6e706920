import { Laptop, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatTime } from '../../../../shared/format';
import type { MemberSession } from '../../../../shared/schemas/member-sessions';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useEndOtherSessions, useEndSession, useMemberSessions } from '../api/member-sessions';

/**
 * Configurações → Segurança: every device signed in as the member, this one first,
 * each other one with "Encerrar", and "Encerrar todas as outras"; both ask first.
 */
export function SessionsCard() {
  const sessions = useMemberSessions();
  const [ending, setEnding] = useState<MemberSession | 'others' | null>(null);
  return (
    <Card role="region" aria-label="Sessões ativas">
      <CardHeader>
        <CardTitle>Sessões ativas</CardTitle>
        <CardDescription>
          Os dispositivos conectados à sua conta. Encerre os que você não reconhece.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState query={sessions}>
          {(list) => (
            <>
              <ol className="grid gap-2">
                {list.map((session) => (
                  <SessionItem key={session.id} session={session} onEnd={() => setEnding(session)} />
                ))}
              </ol>
              {list.some((session) => !session.current) && (
                <Button variant="outline" className="w-fit" onClick={() => setEnding('others')}>
                  Encerrar todas as outras
                </Button>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
      {ending === 'others' && <EndOthersDialog onClose={() => setEnding(null)} />}
      {ending && ending !== 'others' && <EndOneDialog session={ending} onClose={() => setEnding(null)} />}
    </Card>
  );
}

const DEVICE_ICONS = { phone: Smartphone, tablet: Tablet, computer: Laptop };

function SessionItem({ session, onEnd }: { session: MemberSession; onEnd: () => void }) {
  const DeviceIcon = DEVICE_ICONS[session.kind];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <DeviceIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge variant="success">Este dispositivo</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            IP {session.ip ?? 'desconhecido'} · Última atividade: {lastActivityLabel(session.lastActiveAt)}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" onClick={onEnd} aria-label={`Encerrar ${session.device}`}>
          Encerrar
        </Button>
      )}
    </li>
  );
}

function EndOneDialog({ session, onClose }: { session: MemberSession; onClose: () => void }) {
  const end = useEndSession();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Encerrar esta sessão?"
      description={`${session.device} (IP ${session.ip ?? 'desconhecido'}) precisará entrar de novo com email e senha.`}
      confirmLabel={end.isPending ? 'Encerrando...' : 'Encerrar'}
      busy={end.isPending}
      onConfirm={() =>
        end.mutate(session.id, {
          onSuccess: (result) => {
            toast({ title: result.message, variant: 'success' });
            onClose();
          },
          onError: (error) => {
            notifyError('Erro ao encerrar sessão', error, 'Erro ao encerrar sessão');
            onClose();
          },
        })
      }
    />
  );
}

function EndOthersDialog({ onClose }: { onClose: () => void }) {
  const end = useEndOtherSessions();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Encerrar todas as outras sessões?"
      description="Todos os outros dispositivos precisarão entrar de novo. Este continua conectado."
      confirmLabel={end.isPending ? 'Encerrando...' : 'Encerrar todas'}
      busy={end.isPending}
      onConfirm={() =>
        end.mutate(undefined, {
          onSuccess: (result) => {
            toast({ title: result.message, variant: 'success' });
            onClose();
          },
          onError: (error) => {
            notifyError('Erro ao encerrar sessões', error, 'Erro ao encerrar sessões');
            onClose();
          },
        })
      }
    />
  );
}

// The server marks a session active at most every 5 minutes (session/viewer.ts).
const NOW_WINDOW_MS = 5 * 60 * 1000;

/** "agora" within the server's 5-minute step, else "24/11/2026 às 14:30" (Intl, America/Sao_Paulo). */
function lastActivityLabel(lastActiveAt: string, now = Date.now()) {
  if (now - new Date(lastActiveAt).getTime() < NOW_WINDOW_MS) return 'agora';
  return `${formatDate(lastActiveAt)} às ${formatTime(lastActiveAt)}`;
}

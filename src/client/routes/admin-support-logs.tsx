import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { Pager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { useSupportSessions } from '../features/support/api/get-support-sessions';
import { SessionCard } from '../features/support/components/session-card';
import { SessionDialog } from '../features/support/components/session-dialog';
import { useLoadErrorToast } from '../lib/list-effects';
import { useOpenParam } from '../lib/use-open-param';
import { usePageTitle } from '../lib/use-page-title';

/** SPEC §2 Logs do Suporte: one card per chat session, pages of 10, a card opens the whole session. */
export function Component() {
  const [page, setPage] = useState(1);
  // ?sessao=<id> opens a session (linked from the member page, issue 20 §1).
  const { openId, open, close } = useOpenParam('sessao');
  const sessions = useSupportSessions(page);
  // SPEC §8's toast, beside the error state the screen keeps (issue 19 §3).
  useLoadErrorToast(sessions.isError, 'Não foi possível carregar as conversas.');
  usePageTitle('Logs do Suporte');

  const data = sessions.data;
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Logs do Suporte</h1>
        <p className="text-muted-foreground">
          Todas as conversas com os assistentes, da mais recente para a mais antiga.
          {data && ` ${data.total} ${data.total === 1 ? 'sessão' : 'sessões'}.`}
        </p>
      </div>
      <QueryState query={sessions}>
        {({ items }) =>
          items.length > 0 ? (
            <ul className="grid grid-cols-1 gap-3" aria-label="Sessões">
              {items.map((session) => (
                <SessionCard
                  key={session.sessionId}
                  session={session}
                  onOpen={() => open(session.sessionId)}
                />
              ))}
            </ul>
          ) : (
            <EmptyState icon={MessagesSquare}>Nenhuma conversa registrada ainda.</EmptyState>
          )
        }
      </QueryState>
      {data && data.pageCount > 1 && (
        <Pager page={data.page} pageCount={data.pageCount} onPage={setPage} label="Páginas de sessões" />
      )}
      <SessionDialog sessionId={openId} onClose={close} />
    </div>
  );
}

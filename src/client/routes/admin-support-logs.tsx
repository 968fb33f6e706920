import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { Pager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { useAdminChats } from '../features/support/api/admin-chats';
import { ChatCard } from '../features/support/components/chat-card';
import { ChatDialog } from '../features/support/components/chat-dialog';
import { useLoadErrorToast } from '../lib/list-effects';
import { useOpenParam } from '../lib/use-open-param';
import { usePageTitle } from '../lib/use-page-title';

/** Logs do Suporte: one card per chat, pages of 10; a card opens the whole chat. */
export function Component() {
  const [page, setPage] = useState(1);
  // ?sessao=<id> opens a chat (linked from the member page); the URL keeps its first word.
  const { openId, open, close } = useOpenParam('sessao');
  const chats = useAdminChats(page);
  // A toast, beside the error state the screen keeps.
  useLoadErrorToast(chats.isError, 'Não foi possível carregar as conversas.');
  usePageTitle('Logs do Suporte');

  const data = chats.data;
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Logs do Suporte</h1>
        <p className="text-muted-foreground">
          Todas as conversas com os assistentes, da mais recente para a mais antiga.
          {data && ` ${data.total} ${data.total === 1 ? 'sessão' : 'sessões'}.`}
        </p>
      </div>
      <QueryState query={chats}>
        {({ items }) =>
          items.length > 0 ? (
            <ul className="grid grid-cols-1 gap-3" aria-label="Sessões">
              {items.map((chat) => (
                <ChatCard key={chat.chatId} chat={chat} onOpen={() => open(chat.chatId)} />
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
      <ChatDialog chatId={openId} onClose={close} />
    </div>
  );
}

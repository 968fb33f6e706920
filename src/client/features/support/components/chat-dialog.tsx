import { shortChatId } from '../../../../shared/support-chat';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { QueryState } from '../../../components/query-state';
import { useLoadErrorToast } from '../../../lib/list-effects';
import { useAdminChat } from '../api/admin-chats';
import { ASSISTANT_LABELS } from './chat-card';
import { ChatMessagesView } from './chat-messages-view';
import { SupportMemberLabel } from './support-member-label';

/** The whole chat, every message oldest first. */
export function ChatDialog({ chatId, onClose }: { chatId: string | null; onClose: () => void }) {
  const query = useAdminChat(chatId);
  const chat = query.data?.chat;
  // A toast, beside the dialog's error state with its retry.
  useLoadErrorToast(query.isError, 'Não foi possível carregar a sessão completa.');

  return (
    <Dialog open={chatId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Sessão …{chatId ? shortChatId(chatId) : ''}</DialogTitle>
          <DialogDescription>
            {chat ? (
              <span className="flex flex-wrap gap-x-2">
                <SupportMemberLabel member={chat.member} link />
                <span>· {ASSISTANT_LABELS[chat.assistant]}</span>
              </span>
            ) : query.isError ? (
              ''
            ) : (
              'Carregando a sessão...'
            )}
          </DialogDescription>
        </DialogHeader>
        <QueryState query={query}>{(data) => <ChatMessagesView pairs={data.chat.messages} />}</QueryState>
      </DialogContent>
    </Dialog>
  );
}

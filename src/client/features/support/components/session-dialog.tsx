import { shortSessionId } from '../../../../shared/support-chat';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { QueryState } from '../../../components/query-state';
import { useLoadErrorToast } from '../../../lib/list-effects';
import { useSupportSession } from '../api/get-support-session';
import { ConversationView } from './conversation-view';
import { ASSISTANT_LABELS } from './session-card';
import { SupportMemberLabel } from './support-member-label';

/** SPEC §2: the whole session, every exchange oldest first. */
export function SessionDialog({ sessionId, onClose }: { sessionId: string | null; onClose: () => void }) {
  const query = useSupportSession(sessionId);
  const session = query.data?.session;
  // SPEC §8's toast, beside the dialog's error state with its retry (issue 19 §3).
  useLoadErrorToast(query.isError, 'Não foi possível carregar a sessão completa.');

  return (
    <Dialog open={sessionId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Sessão …{sessionId ? shortSessionId(sessionId) : ''}</DialogTitle>
          <DialogDescription>
            {session ? (
              <span className="flex flex-wrap gap-x-2">
                <SupportMemberLabel member={session.member} link />
                <span>· {ASSISTANT_LABELS[session.assistant]}</span>
              </span>
            ) : query.isError ? (
              ''
            ) : (
              'Carregando a sessão...'
            )}
          </DialogDescription>
        </DialogHeader>
        <QueryState query={query}>
          {(data) => <ConversationView entries={data.session.conversation} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

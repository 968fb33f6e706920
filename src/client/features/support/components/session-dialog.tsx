import { useEffect } from 'react';
import { shortSessionId } from '../../../../shared/support-chat';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { Spinner } from '../../../../ui/spinner';
import { toast } from '../../../lib/toast-store';
import { useSupportSession } from '../api/get-support-session';
import { ConversationView } from './conversation-view';
import { ASSISTANT_LABELS } from './session-card';
import { SupportMemberLabel } from './support-member-label';

/** SPEC §2: the whole session, every exchange oldest first. */
export function SessionDialog({ sessionId, onClose }: { sessionId: string | null; onClose: () => void }) {
  const { data, isError, isPending } = useSupportSession(sessionId);
  const session = data?.session;
  useEffect(() => {
    if (isError) {
      toast({
        title: 'Erro',
        description: 'Não foi possível carregar a sessão completa.',
        variant: 'destructive',
      });
      onClose();
    }
  }, [isError, onClose]);

  return (
    <Dialog open={sessionId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Sessão …{sessionId ? shortSessionId(sessionId) : ''}</DialogTitle>
          <DialogDescription>
            {session ? (
              <span className="flex flex-wrap gap-x-2">
                <SupportMemberLabel member={session.member} />
                <span>· {ASSISTANT_LABELS[session.assistant]}</span>
              </span>
            ) : (
              'Carregando a sessão...'
            )}
          </DialogDescription>
        </DialogHeader>
        {isPending ? <Spinner /> : session && <ConversationView entries={session.conversation} />}
      </DialogContent>
    </Dialog>
  );
}

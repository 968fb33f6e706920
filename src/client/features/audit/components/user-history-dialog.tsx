import { History } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { EmptyState } from '../../../../ui/empty-state';
import { KeysetQueryState } from '../../../components/keyset-query-state';
import { useAuditEvents } from '../api/get-audit-events';
import { AuditEventItem } from './audit-event-item';

/** A member card's Histórico: every recorded change about that member, newest first. */
export function UserHistoryDialog({
  user,
  onClose,
}: {
  user: { id: string; email: string; fullName: string | null };
  onClose: () => void;
}) {
  const [cursor, setCursor] = useState<string>();
  const history = useAuditEvents({ cursor, userId: user.id });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Histórico</DialogTitle>
          <DialogDescription className="break-all">
            Alterações feitas por administradores em {user.fullName || user.email}.
          </DialogDescription>
        </DialogHeader>
        <KeysetQueryState query={history} onCursor={setCursor} pagerLabel="Páginas do histórico">
          {({ events }) =>
            events.length > 0 ? (
              <ul className="grid gap-2" aria-label="Histórico de alterações">
                {events.map((event) => (
                  <AuditEventItem key={event.id} event={event} showTarget={false} />
                ))}
              </ul>
            ) : (
              <EmptyState icon={History}>Nenhuma alteração registrada.</EmptyState>
            )
          }
        </KeysetQueryState>
      </DialogContent>
    </Dialog>
  );
}

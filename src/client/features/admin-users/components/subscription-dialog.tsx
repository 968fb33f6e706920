import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { QueryState } from '../../../components/query-state';
import { usePlanPrices } from '../../access/api/plan-prices';
import { GrantsList } from './grants-list';
import { SubscriptionForm } from './subscription-form';
import { grantBeingEdited } from './subscription-form-values';

/**
 * The subscription dialog (docs/product.md#plans-and-access): edits the grant giving access (or
 * adds a manual one), stops it (Cancelar ao fim do período, Encerrar agora, Remover), and lists
 * every grant.
 */
export function SubscriptionDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const prices = usePlanPrices();
  const name = user.fullName || user.email;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Assinatura</DialogTitle>
          <DialogDescription className="break-all">
            {grantBeingEdited(user) ? 'Assinatura atual de' : 'Nova assinatura para'} {name}
          </DialogDescription>
        </DialogHeader>
        <QueryState query={prices}>
          {(data) => <SubscriptionForm user={user} prices={data.prices} onClose={onClose} />}
        </QueryState>
        <GrantsList userId={user.id} />
      </DialogContent>
    </Dialog>
  );
}

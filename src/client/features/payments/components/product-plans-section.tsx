import { useState } from 'react';
import type { ProductPlan } from '../../../../shared/payments';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useDeleteProductPlan, useProductPlans } from '../api/product-plans';
import { NEW_PRODUCT, ProductPlanForm } from './product-plan-form';
import { ProductPlansTable } from './product-plans-table';
import { WebhookEndpoints } from './webhook-endpoints';

/** Which plan a payment for each product grants; edited here, seeded from PRODUCT_PLANS. */
export function ProductPlansSection() {
  const query = useProductPlans();
  const remove = useDeleteProductPlan();
  const [editing, setEditing] = useState<ProductPlan | null>(null);
  const [deleting, setDeleting] = useState<ProductPlan | null>(null);
  const [saves, setSaves] = useState(0);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => notifyError('Erro', error, 'Não foi possível remover o produto.'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Produtos e planos</CardTitle>
        <CardDescription>
          O plano que cada pagamento concede. Um produto fora desta lista não dá acesso: o evento aparece como
          Ignorado e pode ser reprocessado depois de associado.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.data && <WebhookEndpoints endpoints={query.data.endpoints} />}
        {/* A new form per row being edited (and a fresh one after each save). */}
        <ProductPlanForm
          key={editing ? `${editing.platform}:${editing.productId}:${saves}` : `new:${saves}`}
          // Only the form's fields: the strict schema refuses the row's updatedAt / updatedBy.
          initial={
            editing
              ? { platform: editing.platform, productId: editing.productId, plan: editing.plan }
              : NEW_PRODUCT
          }
          onCancel={editing ? () => setEditing(null) : undefined}
          onSaved={() => {
            setEditing(null);
            setSaves((n) => n + 1);
          }}
        />
        <QueryState query={query}>
          {({ products }) =>
            products.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhum produto associado ainda.</p>
            ) : (
              <ProductPlansTable products={products} onEdit={setEditing} onDelete={setDeleting} />
            )
          }
        </QueryState>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Remover produto"
        description={`Pagamentos do produto ${deleting?.productId ?? ''} deixarão de dar acesso. As assinaturas já concedidas continuam.`}
        confirmLabel={remove.isPending ? 'Removendo...' : 'Remover'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

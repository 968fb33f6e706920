import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../shared/format';
import { PLATFORM_LABELS, type ProductPlan } from '../../../../shared/payments';
import { PLAN_LABELS } from '../../../../shared/plans';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { Spinner } from '../../../../ui/spinner';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useDeleteProductPlan, useProductPlans } from '../api/product-plans';
import { NEW_PRODUCT, ProductPlanForm } from './product-plan-form';
import { WebhookEndpoints } from './webhook-endpoints';

const HEAD = 'px-4 py-3 text-left font-medium text-muted-foreground';

/** Issue 12 §3: which plan a payment for each product grants; edited here, seeded from PRODUCT_PLANS. */
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
        {!query.data ? (
          query.isPending ? (
            <Spinner />
          ) : (
            <p className="text-sm text-destructive">Não foi possível carregar os produtos.</p>
          )
        ) : query.data.products.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum produto associado ainda.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Produtos e planos</caption>
              <thead className="border-b bg-muted/50">
                <tr>
                  <th scope="col" className={HEAD}>
                    Plataforma
                  </th>
                  <th scope="col" className={HEAD}>
                    Produto
                  </th>
                  <th scope="col" className={HEAD}>
                    Plano
                  </th>
                  <th scope="col" className={HEAD}>
                    Alterado
                  </th>
                  <th scope="col" className={`${HEAD} text-right`}>
                    Ações
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.products.map((product) => {
                  const name = `${PLATFORM_LABELS[product.platform]} ${product.productId}`;
                  return (
                    <tr key={`${product.platform}:${product.productId}`} className="border-b last:border-0">
                      <td className="px-4 py-3">{PLATFORM_LABELS[product.platform]}</td>
                      <th scope="row" className="px-4 py-3 text-left font-mono font-normal">
                        {product.productId}
                      </th>
                      <td className="px-4 py-3">
                        <Badge variant="secondary">{PLAN_LABELS[product.plan]}</Badge>
                      </td>
                      <td className="px-4 py-3 text-muted-foreground">
                        {formatDate(product.updatedAt)} · {product.updatedBy}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-2">
                          <Button
                            variant="outline"
                            size="icon"
                            onClick={() => setEditing(product)}
                            aria-label={`Editar ${name}`}
                            title="Editar"
                          >
                            <Pencil />
                          </Button>
                          <Button
                            variant="outline"
                            size="icon"
                            className="text-destructive"
                            onClick={() => setDeleting(product)}
                            aria-label={`Remover ${name}`}
                            title="Remover"
                          >
                            <Trash2 />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
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

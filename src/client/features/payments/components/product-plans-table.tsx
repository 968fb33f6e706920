import { Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../../../shared/format';
import { PLATFORM_LABELS, type ProductPlan } from '../../../../shared/payments';
import { PLAN_LABELS } from '../../../../shared/plans';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { ActionsCell, AdminTable } from '../../../components/admin-table';

type ProductPlansTableProps = {
  products: ProductPlan[];
  onEdit: (product: ProductPlan) => void;
  onDelete: (product: ProductPlan) => void;
};

/** Each product with the plan it grants, who changed it last, and its Editar / Remover. */
export function ProductPlansTable({ products, onEdit, onDelete }: ProductPlansTableProps) {
  return (
    <AdminTable
      columns={['Plataforma', 'Produto', 'Plano', 'Alterado']}
      caption="Produtos e planos"
      minWidth="sm:min-w-[36rem]"
    >
      {products.map((product) => {
        const name = `${PLATFORM_LABELS[product.platform]} ${product.productId}`;
        return (
          <tr key={`${product.platform}:${product.productId}`} className="border-b last:border-0">
            <td className="px-4 py-3" data-label="Plataforma">
              {PLATFORM_LABELS[product.platform]}
            </td>
            <th scope="row" className="px-4 py-3 text-left font-mono font-normal">
              {product.productId}
            </th>
            <td className="px-4 py-3" data-label="Plano">
              <Badge variant="secondary">{PLAN_LABELS[product.plan]}</Badge>
            </td>
            <td className="px-4 py-3 text-muted-foreground" data-label="Alterado">
              {formatDate(product.updatedAt)} · {product.updatedBy}
            </td>
            <ActionsCell>
              <Button
                variant="outline"
                size="icon"
                onClick={() => onEdit(product)}
                aria-label={`Editar ${name}`}
                title="Editar"
              >
                <Pencil />
              </Button>
              <Button
                variant="outline"
                size="icon"
                className="text-destructive"
                onClick={() => onDelete(product)}
                aria-label={`Remover ${name}`}
                title="Remover"
              >
                <Trash2 />
              </Button>
            </ActionsCell>
          </tr>
        );
      })}
    </AdminTable>
  );
}

import { Download } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import { DATA_EXPORT_FILES, type DataExportView } from '../../../../shared/schemas/my-data';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { Skeleton } from '../../../../ui/skeleton';
import { Spinner } from '../../../../ui/spinner';
import { notifyError } from '../../../lib/notify-error';
import { dataExportFileUrl, useDataExport, useRequestDataExport } from '../api/data-export';
import { DeleteAccountButton } from './delete-account-dialog';

/**
 * Meus dados in Configurações (docs/product.md#privacy-and-retention): "Baixar meus dados" asks the
 * server to build a file of everything it holds about the member; the card follows the request
 * until both files can be downloaded (for 24 hours).
 */
export function MyDataCard({ role }: { role: 'admin' | 'user' }) {
  const current = useDataExport();
  const request = useRequestDataExport();
  const ask = () =>
    request.mutate(undefined, { onError: (error) => notifyError('Erro ao pedir seus dados', error) });
  const latest = current.data?.export ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Meus dados</CardTitle>
        <CardDescription>
          Baixe uma cópia de tudo o que guardamos sobre você: perfil, acessos e pagamentos, sessões e
          dispositivos, códigos pedidos, conversas e chamados, e os registros de auditoria sobre sua conta.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {current.isPending ? (
          <Skeleton className="h-10 w-48" />
        ) : current.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar o pedido de dados. Recarregue a página.
          </p>
        ) : latest?.status === 'pending' ? (
          <Spinner label="Preparando seu arquivo..." />
        ) : latest?.status === 'ready' ? (
          <ReadyFiles request={latest} />
        ) : latest?.status === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível gerar o arquivo. Tente de novo.
          </p>
        ) : null}
        {latest?.status !== 'pending' && (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={ask}
            disabled={request.isPending}
          >
            {request.isPending
              ? 'Pedindo...'
              : latest?.status === 'ready'
                ? 'Gerar de novo'
                : 'Baixar meus dados'}
          </Button>
        )}
        <div className="mt-2 grid gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">
            Excluir a conta apaga seus dados após 7 dias; os pagamentos ficam guardados, como a lei exige.
          </p>
          {role === 'admin' ? (
            <p className="text-sm">Administradores têm a conta excluída por outro administrador.</p>
          ) : (
            <DeleteAccountButton />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function ReadyFiles({ request }: { request: DataExportView }) {
  const until = request.expiresAt
    ? `${formatDate(request.expiresAt)} às ${formatTime(request.expiresAt)}`
    : '';
  return (
    <div className="grid gap-2">
      <p className="text-sm">Seu arquivo está pronto. Disponível até {until}.</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={dataExportFileUrl(request, DATA_EXPORT_FILES.json)} download>
            <Download className="size-4" aria-hidden /> Dados completos (JSON)
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={dataExportFileUrl(request, DATA_EXPORT_FILES.summary)} download>
            <Download className="size-4" aria-hidden /> Resumo (texto)
          </a>
        </Button>
      </div>
    </div>
  );
}

import { CloudOff } from 'lucide-react';
import { Badge } from '../../../../ui/badge';

/** Issue 18 §6: in the admin's logs, a reply the offline assistant gave because the API failed. */
export const FallbackBadge = () => (
  <Badge
    variant="outline"
    className="mb-1 gap-1 border-destructive text-destructive"
    title="A API configurada falhou; o assistente offline respondeu."
  >
    <CloudOff className="size-3" aria-hidden />
    Resposta offline (falha da API)
  </Badge>
);

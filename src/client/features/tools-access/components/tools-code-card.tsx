import { ShieldCheck } from 'lucide-react';
import { TOTP } from '../../../../shared/constants';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { CodeDialog } from './code-dialog';

/** /conectar's verification-code card; its dialog asks the server for the live code. */
export function ToolsCodeCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden /> Código de verificação
        </CardTitle>
        <CardDescription>
          Quando o navegador pedir o código do autenticador, gere um aqui. Cada código vale{' '}
          {TOTP.periodSeconds} segundos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CodeDialog group="tools" title="Código de verificação" trigger={<Button>Gerar código</Button>} />
      </CardContent>
    </Card>
  );
}

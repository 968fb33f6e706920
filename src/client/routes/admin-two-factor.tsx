import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { TwoFactorEnrolment } from '../features/two-factor/components/two-factor-enrolment';
import { usePageTitle } from '../lib/use-page-title';

/**
 * What an admin sees instead of any /admin screen until they enrol (ADMIN_TWO_FACTOR=required,
 * docs/decisions/019-two-factor.md). Once confirmed, /api/me no longer says so and the screen opens.
 */
export function Component() {
  usePageTitle('Verificação em duas etapas');
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Proteja sua conta de administrador</h1>
        <p className="text-muted-foreground">
          A área administrativa abre todas as credenciais compartilhadas. Ative a verificação em duas etapas
          para continuar.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Verificação em duas etapas</CardTitle>
          <CardDescription>
            Ao entrar, além da senha, pediremos um código do aplicativo autenticador do seu celular.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorEnrolment />
        </CardContent>
      </Card>
    </div>
  );
}

import { BookOpen, KeyRound, Lock } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { useSession } from '../features/session/hooks/use-session';
import { CodeDialog } from '../features/tools-access/components/code-dialog';
import { CredentialsSettingsSection } from '../features/tools-access/components/credentials-settings-section';
import { LoginCard } from '../features/tools-access/components/login-card';
import { toast } from '../lib/toast-store';
import { usePageTitle } from '../lib/use-page-title';

const Heading = () => (
  <div>
    <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Acesso Administrativo</h1>
    <p className="text-muted-foreground">Login e código da conta administrativa das ferramentas.</p>
  </div>
);

/**
 * /acesso-admin: open to any signed-in member, but its login and code are served to admins only
 * (docs/product.md#tools-access-and-the-one-time-code); everyone else sees it locked and the page
 * asks the server nothing.
 */
export function Component() {
  const { profile } = useSession();
  usePageTitle('Acesso Administrativo');
  const authorised = useCallback(
    () => toast({ title: 'Acesso administrativo autorizado', variant: 'success' }),
    [],
  );
  if (!profile) return null;

  if (profile.role !== 'admin') {
    return (
      <div className="mx-auto grid max-w-xl grid-cols-1 gap-6">
        <Heading />
        <Card>
          <CardHeader className="items-center text-center">
            <Lock className="size-10 text-muted-foreground" aria-hidden />
            <CardTitle>Área restrita</CardTitle>
            <CardDescription>
              Estes dados são exclusivos dos administradores. Se você precisa de acesso, fale com o suporte.
            </CardDescription>
          </CardHeader>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <Heading />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <LoginCard
          group="admin"
          title="Conta administrativa"
          description="Use estes dados no login administrativo do navegador."
        >
          <CodeDialog
            group="admin"
            title="Código administrativo"
            onFirstCode={authorised}
            trigger={
              <Button className="w-fit">
                <KeyRound aria-hidden /> Preciso do código!
              </Button>
            }
          />
        </LoginCard>
        <Card className="content-start">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <BookOpen className="size-5 text-primary" aria-hidden /> Tutorial
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-muted-foreground">Documentação em breve...</p>
          </CardContent>
        </Card>
      </div>
      <CredentialsSettingsSection group="admin" />
    </div>
  );
}

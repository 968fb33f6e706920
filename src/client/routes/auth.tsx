import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { FullPageSpinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { Brand } from '../components/layout/brand';
import { ForgotPasswordForm, SignInForm, SignUpForm } from '../features/auth/components/auth-forms';
import { ConfirmEmail } from '../features/auth/components/confirm-email';
import { useSession } from '../features/session/hooks/use-session';
import { TwoFactorSignInStep } from '../features/two-factor/components/two-factor-sign-in-step';
import { RETURN_PARAM, returnPathOf } from '../lib/return-path';
import { useSessionEndNotice } from '../lib/session-end';
import { toast } from '../lib/toast-store';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /auth (docs/product.md#public-pages): Entrar (default) and Criar Conta; signed-in members go to
 * /dashboard, or to the page named in `voltar` (the one they were sent here from), and are told
 * when they are here because their session ended.
 */
export function Component() {
  const { status, profile } = useSession();
  const [params] = useSearchParams();
  const returnTo = returnPathOf(params);
  // Without a page named, an admin's home is /admin (the second factor's session lands there).
  const home = !params.has(RETURN_PARAM) && profile?.role === 'admin' ? '/admin' : returnTo;
  const navigate = useNavigate();
  const sessionEndNotice = useSessionEndNotice();
  const [tab, setTab] = useState('entrar');
  // /redefinir-senha's "Pedir um novo link" opens the recovery form directly.
  const [forgot, setForgot] = useState(() => params.has('esqueci'));
  // After Criar Conta: the address waiting for its confirmation.
  const [created, setCreated] = useState<string | null>(null);
  // A used confirmation link names its (confirmed) address: Entrar opens with it filled.
  const [confirmedEmail] = useState(() => params.get('email') ?? '');
  useVerificationNotice(status);
  usePageTitle('Entrar');

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={home} replace />;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/50 p-4">
      <div className="w-full max-w-md">
        <Link
          to="/"
          reloadDocument
          className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> Voltar para o início
        </Link>
      </div>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Brand className="text-xl" />
          <h1 className="sr-only">Acesse sua conta</h1>
          <CardDescription>Acesse sua conta ou crie uma nova</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sessionEndNotice && (
            <p
              role="status"
              className="rounded-md border border-primary/30 bg-primary/5 p-3 text-center text-sm"
            >
              {sessionEndNotice}
            </p>
          )}
          {created ? (
            <ConfirmEmail
              email={created}
              onUseAnother={() => {
                setCreated(null);
                setTab('criar');
              }}
            />
          ) : forgot ? (
            <ForgotPasswordForm onDone={() => setForgot(false)} />
          ) : (
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList>
                <TabsTrigger value="entrar">Entrar</TabsTrigger>
                <TabsTrigger value="criar">Criar Conta</TabsTrigger>
              </TabsList>
              <TabsContent value="entrar">
                <SignInForm
                  email={confirmedEmail}
                  returnTo={returnTo}
                  onForgotPassword={() => setForgot(true)}
                  codeStep={(step) => (
                    <TwoFactorSignInStep
                      {...step}
                      // The second factor is mostly admins': /admin unless a page was named (a member
                      // who turned it on is sent on to /dashboard by the guard).
                      onSignedIn={() =>
                        void navigate(params.has(RETURN_PARAM) ? returnTo : '/admin', { replace: true })
                      }
                    />
                  )}
                />
              </TabsContent>
              <TabsContent value="criar">
                <SignUpForm onCreated={setCreated} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * The confirmation link lands here with ?confirmado=1 (signed in by it, or with &email= when the
 * address was confirmed before: docs/decisions/030-sign-up-that-guides.md) or ?error=CODE; the
 * sign-in link mailed during a distributed attack (docs/decisions/017-sign-in-brakes.md) with
 * ?acesso=liberado.
 */
function useVerificationNotice(status: ReturnType<typeof useSession>['status']) {
  const [params, setParams] = useSearchParams();
  const signedIn = status === 'authenticated';
  useEffect(() => {
    if (status === 'loading') return; // the notice depends on whether the link signed in
    if (params.has('confirmado')) {
      toast({
        title: 'Email confirmado!',
        description: signedIn ? 'Sua conta está ativa. Boas-vindas!' : 'Agora é só entrar com sua senha.',
        variant: 'success',
      });
      // Signed in, the page is already on its way to the member area: its URL is left alone.
      if (signedIn) return;
    } else if (params.has('acesso')) {
      toast({
        title: 'Acesso liberado neste navegador',
        description: 'Entre com seu email e senha para continuar.',
        variant: 'success',
      });
    } else if (params.has('error')) {
      toast({
        title: 'Link inválido ou expirado',
        description: 'Entre com seu email para receber um novo link.',
        variant: 'destructive',
      });
    } else return;
    // The notice shows once; the page to return to stays.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const notice of ['confirmado', 'acesso', 'error', 'email']) next.delete(notice);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, signedIn, status]);
}

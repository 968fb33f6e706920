import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

/** 404, Oops! Page not found, a link home; the path is logged (the server logs it too). */
export function Component() {
  const { pathname } = useLocation();
  usePageTitle('Página não encontrada');
  useEffect(() => {
    console.warn('404: rota inexistente acessada:', pathname);
  }, [pathname]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted p-6 text-center">
      <h1 className="text-5xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" reloadDocument className="text-primary underline underline-offset-4 hover:opacity-80">
        Voltar para o início
      </Link>
    </main>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { ApiError } from '../lib/api';
import { toast } from '../lib/toast-store';

type Back = { to: string; label: string };

/**
 * The way back to the list. It forwards the button's classes (Button asChild), which keep the
 * arrow on the label's line: without them the icon is a block of its own.
 */
export function BackLink({ to, label, ...props }: Back & Omit<ComponentProps<'a'>, 'href'>) {
  return (
    <Link to={to} {...props}>
      <ArrowLeft aria-hidden />
      {label}
    </Link>
  );
}

/** An add/edit screen: a way back to the list, then the form in a card under its h1. */
export function EditorCard({
  back,
  title,
  description,
  children,
}: {
  back: Back;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <Button variant="ghost" size="sm" className="w-fit" asChild>
        <BackLink {...back} />
      </Button>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

type LoadedEditorProps<T> = {
  query: UseQueryResult<T>;
  back: Back;
  /** "Item não encontrado" with a back button. */
  notFound: string;
  /** The toast of any other load error, after which the list comes back. */
  loadError: string;
  children: (data: T) => ReactNode;
};

/** The edit screen's loading: spinner, the not-found card for a missing id, or the form. */
export function LoadedEditor<T>({ query, back, notFound, loadError, children }: LoadedEditorProps<T>) {
  const navigate = useNavigate();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (query.isError && !missing) {
      toast({ title: 'Erro', description: loadError, variant: 'destructive' });
      navigate(back.to, { replace: true });
    }
  }, [query.isError, missing, navigate, back.to, loadError]);

  if (missing)
    return (
      <Card className="mx-auto max-w-md text-center">
        <CardHeader className="items-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden />
          <CardTitle as="h1">{notFound}</CardTitle>
          <CardDescription>O registro que você procura não existe ou foi excluído.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <BackLink {...back} />
          </Button>
        </CardContent>
      </Card>
    );
  return query.data ? children(query.data) : <Spinner />;
}

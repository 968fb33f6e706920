import { Construction } from 'lucide-react';
import { useLocation } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card';

/** Screens that later issues build: the route and its guard already exist. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader className="items-center text-center">
        <Construction className="size-10 text-primary" aria-hidden />
        <CardTitle as="h1">Em breve</CardTitle>
        <CardDescription>
          Esta área (<code>{pathname}</code>) está sendo preparada e estará disponível em breve.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

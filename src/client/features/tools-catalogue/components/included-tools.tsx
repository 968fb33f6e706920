import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';

const ToolsCatalogueSection = lazy(() => import('./tools-catalogue-section'));

/**
 * /conectar's "Ferramentas incluídas": the list (search, filter, status, instructions) is its own
 * chunk, fetched when the member opens it (the card stays, its button busy, while it arrives).
 * /conectar's first load has no room for it (its budget in e2e/first-load.spec.ts); the
 * dashboard's card already names any tool that is not working.
 */
export function IncludedTools() {
  const [open, setOpen] = useState(false);
  const card = (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Ferramentas incluídas</CardTitle>
          <CardDescription>O status de cada ferramenta e como usá-la.</CardDescription>
        </div>
        <Button variant="outline" disabled={open} onClick={() => setOpen(true)}>
          Ver ferramentas e status
        </Button>
      </CardHeader>
    </Card>
  );
  return open ? (
    <Suspense fallback={card}>
      <ToolsCatalogueSection />
    </Suspense>
  ) : (
    card
  );
}

import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card';

/** A small titled card with an icon: the dashboard's facts and the admin overview's figures. */
export function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <span className="text-primary [&_svg]:size-5" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent className="grid gap-1">{children}</CardContent>
    </Card>
  );
}

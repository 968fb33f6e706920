import { Wrench } from 'lucide-react';
import { Link } from 'react-router';

/** The way to /suporte/ferramentas from the pages where tool questions come up. */
export function ToolsSupportLink() {
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
      <Wrench className="size-4 text-primary" aria-hidden />
      Dúvida sobre uma ferramenta (acesso, créditos, código)?
      <Link to="/suporte/ferramentas" className="font-medium text-primary underline-offset-4 hover:underline">
        Fale com o Suporte das Ferramentas
      </Link>
    </p>
  );
}

import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../../ui/card';
import { INSTALL_GUIDES, type OsId } from './install-guides';

/**
 * The numbered steps of one OS, the way back to the choice, and the help card. Shown
 * once an OS is chosen: the steps are scrolled to and their heading focused (below the
 * video they were out of sight and focus fell to the page).
 */
export function InstallSteps({ os, onBack }: { os: OsId; onBack: () => void }) {
  const guide = INSTALL_GUIDES.find((g) => g.id === os);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  if (!guide) return null;
  return (
    <div className="grid gap-6">
      <Button variant="outline" className="w-fit" onClick={onBack}>
        <ArrowLeft aria-hidden /> Voltar para a escolha do sistema
      </Button>
      <Card>
        <CardHeader>
          {/* scroll-mt: clear of the sticky top bar. */}
          <CardTitle ref={heading} tabIndex={-1} className="scroll-mt-24 outline-none">
            Instalação no {guide.name}
          </CardTitle>
          <CardDescription>{guide.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3" aria-label={`Passos para ${guide.name}`}>
            {guide.steps.map((step, index) => (
              // Steps are a fixed list: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
              <li key={index} className="flex gap-3">
                <span
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LifeBuoy className="size-5 text-primary" aria-hidden /> Precisa de ajuda?
          </CardTitle>
          <CardDescription>
            Se algo não funcionou, nosso suporte ajuda você a concluir a instalação.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="secondary">
            <Link to="/suporte">Falar com o suporte</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

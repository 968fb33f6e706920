import { ArrowLeft, Menu } from 'lucide-react';
import { buttonVariants } from '../../ui/button';
import { BrandLink } from './brand-link';
import { Container } from './container';
import { ThemeToggleButton } from './theme-toggle-button';

const LINK = 'rounded-md px-3 py-2 text-muted-foreground transition-colors hover:text-foreground';

const LANDING_NAV = [
  { href: '#ferramentas', label: 'Ferramentas' },
  { href: '#vantagens', label: 'Vantagens' },
  { href: '#pricing-section', label: 'Planos' },
  { href: '#faq', label: 'Dúvidas' },
];

/**
 * The landing header has the product name and Entrar (→ /auth), or Meu painel
 * (→ /dashboard) for a visitor who is signed in; the legal pages' header has the logo and
 * Voltar (→ /). On phones the landing's section links sit behind a menu button.
 */
export function SiteHeader({
  appName,
  variant,
  signedIn = false,
}: {
  appName: string;
  variant: 'landing' | 'legal';
  signedIn?: boolean;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center justify-between gap-4">
        <BrandLink appName={appName} />
        {variant === 'landing' && (
          <nav aria-label="Seções da página" className="hidden md:block">
            <ul className="flex items-center gap-1 text-sm font-medium">
              {LANDING_NAV.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={LINK}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex items-center gap-1 sm:gap-2">
          {variant === 'landing' && <PhoneMenu />}
          <ThemeToggleButton />
          {variant === 'landing' ? (
            <a
              href={signedIn ? '/dashboard' : '/auth'}
              className={buttonVariants({ size: 'sm', className: 'px-5' })}
            >
              {signedIn ? 'Meu painel' : 'Entrar'}
            </a>
          ) : (
            <a href="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <ArrowLeft aria-hidden /> Voltar
            </a>
          )}
        </div>
      </Container>
    </header>
  );
}

/**
 * The section links on phones: a native disclosure, so it opens without any script; the page's
 * script closes it on a link or Escape (browser/landing-menu.ts).
 */
function PhoneMenu() {
  return (
    <details className="md:hidden" data-landing-menu>
      <summary
        aria-label="Abrir menu"
        className={buttonVariants({
          variant: 'ghost',
          size: 'icon',
          className: 'list-none [&::-webkit-details-marker]:hidden',
        })}
      >
        <Menu aria-hidden />
      </summary>
      <nav
        aria-label="Seções da página"
        // Under the whole header (the sticky header places it), never past the screen's edges.
        className="absolute inset-x-4 top-full z-50 mt-2 rounded-lg border bg-background p-2 shadow-lg"
      >
        <ul className="grid gap-1 text-sm font-medium">
          {LANDING_NAV.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={`block ${LINK}`}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

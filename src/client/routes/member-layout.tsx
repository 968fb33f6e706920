import { LogOut, Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { pluralOf } from '../../shared/format';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { OptionalChunk } from '../components/chunk-boundary';
import { Brand } from '../components/layout/brand';
import { type NavCounts, SidebarNav } from '../components/layout/sidebar-nav';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { ThemeToggle } from '../components/layout/theme-toggle';
import { useFocusHeadingOnNavigation } from '../components/layout/use-focus-heading-on-navigation';
import { ExpiryNotice } from '../features/access/components/expiry-notice';
import { PlanBadge } from '../features/access/components/plan-badge';
import { useSignOut } from '../features/auth/api/auth';
import { useSession } from '../features/session/hooks/use-session';
import { useAnsweredTicketCount } from '../features/support/api/my-tickets';
import { usePendingTicketCount } from '../features/support/api/tickets';
import { resilientLazy } from '../lib/resilient-lazy';

const MobileNav = resilientLazy(() =>
  import('../components/layout/mobile-nav').then(({ MobileNav }) => MobileNav),
);

/**
 * The signed-in layout (docs/product.md#member-area): fixed sidebar on large screens (scrolling on
 * its own when the admin links pass the window's height), a drawer on small ones, the top bar (its
 * plan badge reads Admin for admins: no second Admin badge), and the expiry notice of the plan's
 * last 7 days above every member page. A skip link leads past the navigation, and each navigation
 * focuses the new page's heading.
 */
export function Component() {
  const { profile, subscription, status, twoFactorPending, viewer } = useSession();
  const signOut = useSignOut();
  // null until the drawer is first opened: its code loads then, and stays for the next time.
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  const isAdmin = profile?.role === 'admin';
  // Tickets waiting for the team, beside Tickets de Suporte.
  const pendingTickets = usePendingTicketCount(isAdmin && !twoFactorPending);
  // The member's tickets the team answered, beside Suporte in the help group.
  const answeredTickets = useAnsweredTicketCount(profile !== null);
  const counts: NavCounts = {
    '/admin/tickets': {
      value: pendingTickets ?? 0,
      label: pluralOf(pendingTickets ?? 0, 'pendente', 'pendentes'),
    },
    '/suporte': {
      value: answeredTickets ?? 0,
      label: pluralOf(answeredTickets ?? 0, 'respondido', 'respondidos'),
    },
  };
  // Carregando... only while /api/me is on its way: in the session's error state the page says why.
  const displayName = profile
    ? profile.fullName || profile.email
    : status === 'loading'
      ? 'Carregando...'
      : '';

  return (
    <div className="min-h-dvh bg-muted/40">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 overflow-y-auto border-r bg-background p-4 lg:flex">
        <Link to="/dashboard" className="px-2 py-1">
          <Brand />
        </Link>
        <SidebarNav viewer={viewer} counts={counts} />
      </aside>
      <div className="lg:pl-64">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur sm:gap-3">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen === true}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu />
          </Button>
          {drawerOpen !== null && (
            <OptionalChunk>
              <MobileNav open={drawerOpen} onOpenChange={setDrawerOpen} viewer={viewer} counts={counts} />
            </OptionalChunk>
          )}
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            <ThemeToggle />
            {profile && <PlanBadge role={profile.role} subscription={subscription} />}
            <span
              className="min-w-0 max-w-48 truncate text-sm font-medium"
              title={displayName}
              data-testid="user-name"
            >
              {displayName}
            </span>
            <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut aria-hidden />
              {/* One text, visually hidden on phones: the name is "Sair" once at every width. */}
              <span className="sr-only sm:not-sr-only">Sair</span>
            </Button>
          </div>
        </header>
        <main
          ref={main}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl p-4 outline-none sm:p-6 lg:p-8"
        >
          <ExpiryNotice />
          {/* A first load shows the layout while the screen's chunk arrives. */}
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

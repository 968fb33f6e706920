import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { APP_ROUTES, type AppPath, evaluateGuard, type GuardSubject } from '../../../shared/routes';
import { cn } from '../../../ui/cn';
import { ADMIN_NAV, HELP_NAV, MEMBER_NAV, type NavItem } from './nav-items';

/** Numbers shown beside some links (pending tickets beside Tickets de Suporte). */
export type NavCounts = Partial<Record<AppPath, { value: number; label: string }>>;

/** Why a link's page would turn the viewer away; only a missing plan is said in the menu. */
const LOCKED_HINT = 'Requer plano ativo';

/**
 * A page the viewer's plan does not open leads to the renewal page, with a lock and the reason,
 * instead of a link that silently redirects (docs/product.md#member-area).
 */
export function isLockedFor(viewer: GuardSubject, to: AppPath) {
  const route = APP_ROUTES.find((candidate) => candidate.path === to);
  if (!route || !viewer) return false;
  const outcome = evaluateGuard(route.access, viewer);
  return !outcome.allow && outcome.redirectTo === '/subscription-expired';
}

const linkClass = (isActive: boolean) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
  );

function NavList({
  items,
  onNavigate,
  counts = {},
  viewer,
}: {
  items: NavItem[];
  onNavigate?: () => void;
  counts?: NavCounts;
  viewer: GuardSubject;
}) {
  return (
    <ul className="grid gap-1">
      {items.map(({ to, label, icon: Icon }) => {
        const locked = isLockedFor(viewer, to);
        const count = counts[to];
        return (
          <li key={to}>
            <NavLink
              to={locked ? '/subscription-expired' : to}
              // The overview (/admin) is a parent of every admin path: lit only on itself.
              end={to === '/admin'}
              onClick={onNavigate}
              className={({ isActive }) => linkClass(isActive && !locked)}
              title={locked ? `${label}: ${LOCKED_HINT.toLowerCase()}` : undefined}
              data-locked={locked || undefined}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {locked ? (
                <span className="grid min-w-0">
                  {label}
                  <span className="text-xs font-normal">{LOCKED_HINT}</span>
                </span>
              ) : (
                label
              )}
              {locked && <Lock className="ml-auto size-4 shrink-0" aria-hidden data-testid="nav-lock" />}
              {!locked && count !== undefined && count.value > 0 && (
                <span
                  className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
                  data-testid="nav-count"
                >
                  {count.value}
                  <span className="sr-only"> {count.label}</span>
                </span>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function NavGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <p className="px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{title}</p>
      {children}
    </div>
  );
}

export function SidebarNav({
  viewer,
  onNavigate,
  counts,
}: {
  viewer: GuardSubject;
  onNavigate?: () => void;
  counts?: NavCounts;
}) {
  const shared = { onNavigate, counts, viewer };
  return (
    <nav aria-label="Menu principal" className="grid gap-6">
      <NavList items={MEMBER_NAV} {...shared} />
      <NavGroup title="Ajuda">
        <NavList items={HELP_NAV} {...shared} />
      </NavGroup>
      {viewer?.role === 'admin' && (
        <NavGroup title="Administração">
          <NavList items={ADMIN_NAV} {...shared} />
        </NavGroup>
      )}
    </nav>
  );
}

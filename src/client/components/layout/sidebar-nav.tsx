import { NavLink } from 'react-router';
import type { AppPath } from '../../../shared/routes';
import { cn } from '../../../ui/cn';
import { ADMIN_NAV, MEMBER_NAV, type NavItem } from './nav-items';

/** Numbers shown beside some links (pending tickets beside Tickets de Suporte). */
export type NavCounts = Partial<Record<AppPath, { value: number; label: string }>>;

function NavList({
  items,
  onNavigate,
  counts = {},
}: {
  items: NavItem[];
  onNavigate?: () => void;
  counts?: NavCounts;
}) {
  return (
    <ul className="grid gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            // The overview (/admin) is a parent of every admin path: lit only on itself.
            end={to === '/admin'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
              )
            }
          >
            <Icon className="size-4" aria-hidden />
            {label}
            {counts[to] !== undefined && counts[to].value > 0 && (
              <span
                className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
                data-testid="nav-count"
              >
                {counts[to].value}
                <span className="sr-only"> {counts[to].label}</span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SidebarNav({
  isAdmin,
  onNavigate,
  counts,
}: {
  isAdmin: boolean;
  onNavigate?: () => void;
  counts?: NavCounts;
}) {
  return (
    <nav aria-label="Menu principal" className="grid gap-6">
      <NavList items={MEMBER_NAV} onNavigate={onNavigate} />
      {isAdmin && (
        <div className="grid gap-2">
          <p className="px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Administração
          </p>
          <NavList items={ADMIN_NAV} onNavigate={onNavigate} counts={counts} />
        </div>
      )}
    </nav>
  );
}

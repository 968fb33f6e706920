import { NavLink } from 'react-router';
import { cn } from '../../../ui/cn';
import { ADMIN_NAV, MEMBER_NAV, type NavItem } from './nav-items';

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
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
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Menu principal" className="grid gap-6">
      <NavList items={MEMBER_NAV} onNavigate={onNavigate} />
      {isAdmin && (
        <div className="grid gap-2">
          <p className="px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Administração
          </p>
          <NavList items={ADMIN_NAV} onNavigate={onNavigate} />
        </div>
      )}
    </nav>
  );
}

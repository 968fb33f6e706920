import { Outlet, useMatches } from 'react-router';
import type { Access } from '../../../../shared/routes';
import { useSessionWatch } from '../hooks/use-session-watch';
import { RouteGuard } from './route-guard';

const accessOf = (handle: unknown) => (handle as { access?: Access } | undefined)?.access;

/**
 * Route element for guarded screens: the access level comes from the route's handle. Every
 * screen of the app sits under one, so it also watches for the session ending (issue 19 §2).
 */
export function Component() {
  useSessionWatch();
  const access =
    useMatches()
      .map((m) => accessOf(m.handle))
      .findLast(Boolean) ?? 'member';
  return (
    <RouteGuard access={access}>
      <Outlet />
    </RouteGuard>
  );
}

import { Outlet, useMatches } from 'react-router';
import type { Access } from '../../../../shared/routes';
import { RouteGuard } from './route-guard';

const accessOf = (handle: unknown) => (handle as { access?: Access } | undefined)?.access;

/** Route element for guarded screens: the access level comes from the route's handle. */
export function Component() {
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

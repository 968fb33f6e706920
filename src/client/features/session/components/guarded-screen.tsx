import type { ReactNode } from 'react';
import type { Access } from '../../../../shared/routes';
import { useSessionWatch } from '../hooks/use-session-watch';
import { RouteGuard } from './route-guard';

/**
 * A screen behind the guard of its access level. Every screen of the app sits in one, so it also
 * watches for the session ending.
 */
export function GuardedScreen({ access, children }: { access: Access; children: ReactNode }) {
  useSessionWatch();
  return <RouteGuard access={access}>{children}</RouteGuard>;
}

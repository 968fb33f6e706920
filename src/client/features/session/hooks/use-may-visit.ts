import { APP_ROUTES, type AppPath, evaluateGuard } from '../../../../shared/routes';
import { useSession } from './use-session';

/**
 * Whether the signed-in viewer may open a page, by the same rule its route guard applies: a
 * screen links to a page (such as /suporte/ferramentas) only for those it would let in.
 */
export function useMayVisit(path: AppPath) {
  const { viewer } = useSession();
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  return route !== undefined && evaluateGuard(route.access, viewer).allow;
}

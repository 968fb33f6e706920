import { APP_ROUTES } from '../../../shared/routes';

const patterns = APP_ROUTES.map((route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

/**
 * Whether a path is one of the app's pages (docs/product.md#screens-and-routes); anything else is
 * answered 404 (with the not-found page).
 */
export const isClientRoute = (path: string) => patterns.some((pattern) => pattern.test(path));

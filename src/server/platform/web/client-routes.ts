import { APP_ROUTES } from '../../../shared/routes';
import { chunksOf, type Manifest, SPA_ENTRY } from './vite-manifest';

/** A route's path as a pattern: each `:param` stands for one segment; a trailing slash is allowed. */
const routePattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

const patterns = APP_ROUTES.map((route) => routePattern(route.path));

/**
 * Whether a path is one of the app's pages (docs/product.md#screens-and-routes); anything else is
 * answered 404 (with the not-found page).
 */
export const isClientRoute = (path: string) => patterns.some((pattern) => pattern.test(path));

/**
 * The `<link rel="modulepreload">` tags of the screen a path shows (shared/routes.ts names its
 * file): the browser fetches its chunk with the entry instead of after running it, one round
 * trip sooner on a phone (decision 018). The entry's own chunks are already in the page.
 */
export function screenPreloads(manifest: Manifest) {
  const inEntry = new Set(chunksOf(manifest, SPA_ENTRY).map((chunk) => chunk.file));
  const screens = APP_ROUTES.flatMap((route) =>
    'screen' in route ? [{ pattern: routePattern(route.path), screen: route.screen }] : [],
  );
  const tags = new Map<string, string>();
  for (const { screen } of screens) {
    const files = chunksOf(manifest, `src/client/routes/${screen}.tsx`)
      .map((chunk) => chunk.file)
      .filter((file) => !inEntry.has(file));
    tags.set(screen, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
  }
  return (path: string) => {
    const screen = screens.find((route) => route.pattern.test(path))?.screen;
    return screen ? (tags.get(screen) ?? '') : '';
  };
}

import { type Access, APP_ROUTES } from '../../../shared/routes';
import { chunksOf, type Manifest, SPA_ENTRY } from './vite-manifest';

/** A route's path as a pattern: each `:param` stands for one segment; a trailing slash is allowed. */
const routePattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

const patterns = APP_ROUTES.map((route) => routePattern(route.path));

/**
 * Whether a path is one of the app's pages (docs/product.md#screens-and-routes); anything else is
 * answered 404 (with the not-found page).
 */
export const isClientRoute = (path: string) => patterns.some((pattern) => pattern.test(path));

type ScreenRoute = Extract<(typeof APP_ROUTES)[number], { screen: string }>;
const screenRoutes = APP_ROUTES.flatMap((route) =>
  'screen' in route ? [{ route: route as ScreenRoute, pattern: routePattern(route.path) }] : [],
);

/** The SPA route a path shows (a trailing slash allowed), if any. */
export const screenRouteOf = (path: string) => screenRoutes.find(({ pattern }) => pattern.test(path))?.route;

const screenKey = (screen: string) => `src/client/routes/${screen}.tsx`;

/** The screens of the route table (each once), by who may open them. */
const screensFor = (levels: Access[]): string[] => [
  ...new Set<string>(
    APP_ROUTES.flatMap((route) => ('screen' in route && levels.includes(route.access) ? [route.screen] : [])),
  ),
];

/** Files a chunk loads (itself and its static imports), without those the entry already loaded. */
function filesBeyondEntry(manifest: Manifest) {
  const inEntry = new Set(chunksOf(manifest, SPA_ENTRY).map((chunk) => chunk.file));
  return (key: string) =>
    chunksOf(manifest, key)
      .map((chunk) => chunk.file)
      .filter((file) => !inEntry.has(file));
}

export type ScreenPreloads = ReturnType<typeof screenPreloads>;

/**
 * The `<link rel="modulepreload">` tags of a screen (shared/routes.ts names its file): the browser
 * fetches its chunk with the entry instead of after running it, one round trip sooner on a phone
 * (decision 018). The entry's own chunks are already in the page.
 */
export function screenPreloads(manifest: Manifest) {
  const files = filesBeyondEntry(manifest);
  const tags = new Map<string, string>(
    screensFor(['visitor', 'member', 'subscriber', 'admin']).map((screen) => [
      screen,
      files(screenKey(screen))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join(''),
    ]),
  );
  return {
    tags: (screen: string | undefined) => (screen === undefined ? '' : (tags.get(screen) ?? '')),
    files: (screen: string) => files(screenKey(screen)),
  };
}

/**
 * `<link rel="prefetch">` tags for what a signed-in member is likely to open next
 * (docs/decisions/034-resilient-navigation.md): the member area's screens (and the admin's for an
 * admin) with the dialogs they open, and the layout's own lazy parts (the phone menu, toasts). The
 * browser fetches them when idle into its cache (hashed names, cached for a year), so a later
 * navigation needs no server for its code. Screens with a parameter in their path (an editor, a
 * member's page) are reached from a list, which is prefetched.
 */
export function likelyNextPrefetches(manifest: Manifest) {
  const files = filesBeyondEntry(manifest);
  const withDialogs = (key: string) => [
    ...files(key),
    ...(manifest[key]?.dynamicImports ?? []).filter((imported) => !isScreen(imported)).flatMap(files),
  ];
  const screenFiles = (levels: Access[]) =>
    APP_ROUTES.flatMap((route) =>
      'screen' in route && levels.includes(route.access) && !route.path.includes(':')
        ? withDialogs(screenKey(route.screen))
        : [],
    );
  // The entry's lazy parts are imported from its chunks (the router, the layout), not from itself.
  const layoutParts = chunksOf(manifest, SPA_ENTRY)
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .filter((imported) => !isScreen(imported))
    .flatMap(files);
  const member = new Set([...layoutParts, ...screenFiles(['member', 'subscriber'])]);
  const admin = new Set([...member, ...screenFiles(['admin'])]);
  const preloads = screenPreloads(manifest);
  return {
    /** The tags for a viewer on a screen, without the files that screen already preloads. */
    tags(kind: 'member' | 'admin', screen: string | undefined) {
      const preloaded = new Set(screen ? preloads.files(screen) : []);
      return [...(kind === 'admin' ? admin : member)]
        .filter((file) => !preloaded.has(file))
        .map((file) => `<link rel="prefetch" crossorigin href="/${file}">`)
        .join('');
    },
  };
}

const isScreen = (key: string) => /^src\/client\/routes\/[^/]+\.tsx$/.test(key);

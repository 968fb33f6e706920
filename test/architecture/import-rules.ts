// The layout's boundaries as rules over import edges (ARCHITECTURE.md, decision 008).
// Paths are repository-relative with forward slashes.
import { findCycles } from './import-cycles';

/** `unresolved`: neither relative nor a package (a path alias); `to` is the specifier as written. */
export type ImportEdge = { from: string; to: string; typeOnly: boolean; unresolved?: boolean };

type Rule = { name: string; breaks(edge: ImportEdge): boolean };

const under = (prefix: string) => (file: string) => file.startsWith(prefix);
const isTest = (file: string) => /\.(api\.)?test\.tsx?$/.test(file);
const clientFeature = (file: string) => /^src\/client\/features\/([^/]+)\//.exec(file)?.[1];
const serverFeature = (file: string) => /^src\/server\/features\/([^/]+)\//.exec(file)?.[1];
const MIGRATIONS = 'src/server/platform/db/migrations/';
// The migration a file belongs to: `0007-support` for `migrations/0007-support/articles.ts`.
const migrationOf = (file: string) => new RegExp(`^${MIGRATIONS}(\\d{4}-[^/.]+)`).exec(file)?.[1];

export const RULES: Rule[] = [
  {
    name: 'every import is relative or a package: a path alias would hide where it leads',
    breaks: ({ unresolved }) => !!unresolved,
  },
  {
    name: 'the client never imports server code or the server-rendered public site',
    // Except the API's route types (`import type { ApiType }`), which type the client's calls.
    breaks: ({ from, to, typeOnly }) =>
      under('src/client/')(from) &&
      (under('src/public-site/')(to) ||
        (under('src/server/')(to) && !(typeOnly && to === 'src/server/app.ts'))),
  },
  {
    name: 'the public site never imports the SPA (shared pieces live in src/ui)',
    breaks: ({ from, to }) => under('src/public-site/')(from) && under('src/client/')(to),
  },
  {
    name: 'src/ui and src/shared stand alone: no client, server or public-site code',
    breaks: ({ from, to }) =>
      (under('src/ui/')(from) || under('src/shared/')(from)) &&
      ['src/client/', 'src/server/', 'src/public-site/'].some((p) => to.startsWith(p)),
  },
  {
    name: 'a client feature reaches another feature only through its api/ (queries), never its internals',
    breaks: ({ from, to }) => {
      const [a, b] = [clientFeature(from), clientFeature(to)];
      return !!a && !!b && a !== b && !to.startsWith(`src/client/features/${b}/api/`);
    },
  },
  {
    name: 'outside a server feature, code reaches it only through its public module (index.ts); app.ts mounts its *.routes.ts',
    breaks: ({ from, to }) => {
      const feature = serverFeature(to);
      if (!feature || serverFeature(from) === feature) return false;
      if (to === `src/server/features/${feature}/index.ts`) return false;
      return !(from === 'src/server/app.ts' && to.endsWith('.routes.ts'));
    },
  },
  {
    name: 'the platform runs no feature code (types aside; its tests may use features)',
    breaks: ({ from, to, typeOnly }) =>
      under('src/server/platform/')(from) && !isTest(from) && !typeOnly && under('src/server/features/')(to),
  },
  {
    name: 'a migration imports nothing from the app but frozen/ helpers: what a landed one runs never changes',
    // The registry (index.ts) lists the migrations; a migration's folder holds its own data.
    breaks: ({ from, to }) =>
      under(MIGRATIONS)(from) &&
      !isTest(from) &&
      !under(`${MIGRATIONS}frozen/`)(to) &&
      !(from === `${MIGRATIONS}index.ts` && !!migrationOf(to)) &&
      !(migrationOf(from) !== undefined && migrationOf(from) === migrationOf(to)),
  },
];

/** Every edge that breaks a rule, then every import cycle (no file may need itself to load). */
export function findViolations(edges: ImportEdge[]) {
  const broken = edges.flatMap((edge) =>
    RULES.filter((rule) => rule.breaks(edge)).map((rule) => `${edge.from} → ${edge.to}: ${rule.name}`),
  );
  const cycles = findCycles(edges).map((cycle) => `${cycle.join(' → ')}: an import cycle`);
  return [...broken, ...cycles];
}

// Grants are read and written by the access module alone (ARCHITECTURE.md, glossary: grant): every
// change there is audited and refreshes the member's access columns, which the counters and every
// view read, and every read goes through its functions (a member with their deciding grant:
// withDecidingGrant), so the rule of what gives access lives in one place. A rule over the source
// text, as import-rules.ts is over the imports.

/** The module that owns the grant tables; the one place to change when it is renamed. */
export const ACCESS_MODULE = 'src/server/features/access/';
/** The tables holding grants. */
export const GRANT_TABLES = ['subscriptions'] as const;

const ALLOWED = [
  ACCESS_MODULE,
  // Migrations create and reshape the tables themselves.
  'src/server/platform/db/migrations/',
  // The seed writes fixtures (tests' and the demo's members with a grant as they start), not changes.
  'src/server/seed/factories.ts',
];
// A test arranges the state it checks (a grant past its end, as the seed does) and ships nothing.
const isTest = (file: string) => /\.(api\.)?test\.tsx?$/.test(file);

/** Comments out of the way: one saying "delete from subscriptions" writes nothing. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const usesOf = (table: string) => [
  // Kysely's reads and writes, the table possibly aliased ('subscriptions as s').
  new RegExp(
    `\\b(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|insertInto|replaceInto|mergeInto|updateTable|deleteFrom)\\(\\s*['"\`]${table}(\\s+as\\s+\\w+)?['"\`]`,
    'g',
  ),
  // The same in raw SQL, the name possibly quoted.
  new RegExp(
    `\\b(from|join|insert\\s+(or\\s+\\w+\\s+)?into|update|delete\\s+from)\\s+"?${table}"?(?![\\w"])`,
    'gi',
  ),
];

/** Every read or write of a grant table by a file under src/server that may not touch one, as "file:line: …". */
export function findGrantTableUses(files: { path: string; text: string }[]) {
  return files
    .filter(({ path }) => path.startsWith('src/server/') && !isTest(path))
    .filter(({ path }) => !ALLOWED.some((allowed) => path.startsWith(allowed)))
    .flatMap(({ path, text }) => {
      const code = withoutComments(text);
      return GRANT_TABLES.flatMap((table) =>
        usesOf(table).flatMap((pattern) =>
          [...code.matchAll(pattern)].map((match) => {
            const line = code.slice(0, match.index).split('\n').length;
            return `${path}:${line}: uses ${table} outside ${ACCESS_MODULE} (${match[0]})`;
          }),
        ),
      );
    });
}

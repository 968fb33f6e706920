import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { ImportEdge } from './import-rules';

const SOURCE = /\.(ts|tsx)$/;
// `import x from '…'`, `import type …`, `export … from '…'`, `import '…'` and `import('…')`.
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

function resolveFile(fromFile: string, specifier: string) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** `node:fs`, `react-dom/client`, `@hono/node-server/serve-static`: a built-in or an installed package. */
function isPackage(root: string, specifier: string) {
  if (isBuiltin(specifier)) return true;
  const [first = '', second = ''] = specifier.split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return /^@?[\w.-]/.test(name) && existsSync(path.join(root, 'node_modules', name));
}

/**
 * Every import under `src/` that is not a package, as edges between repository-relative paths.
 * A specifier that is neither relative nor a package (a path alias such as `@/server/…`) stays
 * as written and is marked unresolved, so the rules refuse it instead of not seeing it.
 */
export function importEdges(root: string): ImportEdge[] {
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  return sourceFiles(path.join(root, 'src')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(IMPORT)].flatMap((match): ImportEdge[] => {
      const specifier = match[3] ?? match[4];
      if (!specifier) return [];
      const typeOnly = !!match[2];
      if (!specifier.startsWith('.')) {
        if (isPackage(root, specifier)) return [];
        return [{ from: rel(file), to: specifier, typeOnly, unresolved: true }];
      }
      const target = resolveFile(file, specifier) ?? path.resolve(path.dirname(file), specifier);
      return [{ from: rel(file), to: rel(target), typeOnly }];
    });
  });
}

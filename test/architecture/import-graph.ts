import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
  return ['', '.ts', '.tsx']
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every relative import under `src/`, as edges between repository-relative paths. */
export function importEdges(root: string): ImportEdge[] {
  return sourceFiles(path.join(root, 'src')).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(IMPORT)].flatMap((match) => {
      const specifier = match[3] ?? match[4];
      if (!specifier?.startsWith('.')) return [];
      const target = resolveFile(file, specifier) ?? path.resolve(path.dirname(file), specifier);
      const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
      return [{ from: rel(file), to: rel(target), typeOnly: !!match[2] }];
    });
  });
}

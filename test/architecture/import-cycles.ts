import type { ImportEdge } from './import-rules';

/**
 * The import cycles among `edges`, one per group of files that reach each other, as the path
 * `a → b → … → a`. Only imports that load code count: in a cycle the order modules load in
 * decides which bindings exist yet, whereas `import type` is erased (app-env.ts's Deps and the
 * session's Viewer name each other, harmlessly). Tarjan's strongly connected components, then the
 * shortest way round from the group's first file.
 */
export function findCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to, typeOnly } of edges) {
    if (!typeOnly) next.set(from, [...(next.get(from) ?? []), to]);
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = next.get(file)?.includes(file);
    if (group.length > 1 || selfImport) groups.push(group.sort());
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) visit(file);

  return groups.map((group) => shortestLoop(group[0] as string, new Set(group), next));
}

/** Breadth-first from `start` back to itself, staying inside its group. */
function shortestLoop(start: string, group: Set<string>, next: Map<string, string[]>) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const to of next.get(file) ?? []) {
      if (to === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0] as string) as string);
        return [...loop, start];
      }
      if (group.has(to) && !cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

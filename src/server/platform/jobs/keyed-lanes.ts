/**
 * Splits an ordered batch into lanes: rows that share any key (a buyer's e-mail, a payment, a
 * subscription) land in one lane, in the batch's order, so they are handled one after another;
 * rows sharing nothing are in different lanes, which may run at the same time. Keys join
 * transitively: a purchase keyed by e-mail and transaction, and a renewal keyed by the same
 * subscription and another e-mail, are one lane when a third row names both.
 */
export function keyedLanes<R>(rows: R[], keysOf: (row: R) => string[]): R[][] {
  const parent = rows.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    parent[i] = r;
    return r;
  };
  const firstWith = new Map<string, number>();
  rows.forEach((row, i) => {
    for (const key of keysOf(row)) {
      const seen = firstWith.get(key);
      if (seen === undefined) firstWith.set(key, i);
      else {
        // The earlier row's root stays the root: a lane is ordered by its first row.
        const [a, b] = [root(seen), root(i)];
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  const lanes = new Map<number, R[]>();
  rows.forEach((row, i) => {
    const lane = lanes.get(root(i));
    if (lane) lane.push(row);
    else lanes.set(root(i), [row]);
  });
  return [...lanes.values()];
}

/**
 * Runs each lane's rows in order, up to `concurrency` lanes at a time; resolves once all are done.
 * A lane whose handler throws stops there; the others go on, and the first error is thrown at the end
 * (a pass never returns while work it started is still running).
 */
export async function runLanes<R>(lanes: R[][], concurrency: number, handle: (row: R) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    for (let lane = lanes[next++]; lane; lane = lanes[next++]) for (const row of lane) await handle(row);
  };
  const runners = Array.from({ length: Math.max(1, Math.min(concurrency, lanes.length)) }, runner);
  const failed = (await Promise.allSettled(runners)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Joins consecutive lanes into groups of at least `size` rows (the last may be smaller), each
 * group's rows in lane order: one lane's rows always stay together and in order.
 */
export function inGroups<R>(lanes: R[][], size: number): R[][] {
  const groups: R[][] = [];
  let group: R[] = [];
  for (const lane of lanes) {
    group.push(...lane);
    if (group.length >= size) {
      groups.push(group);
      group = [];
    }
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** What /metrics needs to know of a database-backed queue to count its rows. */
export type QueueInfo = {
  /** The worker's name, the `job` label ("mail worker"). */
  name: string;
  table: string;
  /** The column and value of a waiting row, and the value of a given-up one (when the table keeps them). */
  status: { column: string; pending: string; failed?: string };
};

const queues = new WeakMap<object, Map<string, QueueInfo>>();

/** Called by defineQueue: every queue on a database is measured without being listed anywhere. */
export function registerQueue(db: object, info: QueueInfo) {
  const known = queues.get(db) ?? new Map<string, QueueInfo>();
  known.set(info.name, info);
  queues.set(db, known);
}

/** The queues defined on this database, in the order they were defined. */
export const queuesOf = (db: object): QueueInfo[] => [...(queues.get(db)?.values() ?? [])];

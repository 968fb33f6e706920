import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

// SQLite has no date or boolean type. Writes: Date → ISO-8601 text (sorts like time), boolean → 0/1,
// done on each query's parameter list by fast/sqlite-statements.ts (cheaper than rebuilding the query tree).
// Reads, here: by naming convention, *_at / *_expires columns → Date and is_* / has_* / flags →
// boolean, so application code and PostgreSQL see the same values.
const BOOLEAN_COLUMNS = new Set(['email_verified', 'banned']);
type ColumnKind = 'date' | 'boolean' | 'other';
const kinds = new Map<string, ColumnKind>();
function kindOf(name: string): ColumnKind {
  let kind = kinds.get(name);
  if (kind === undefined) {
    if (name.endsWith('_at') || name === 'ban_expires') kind = 'date';
    else if (BOOLEAN_COLUMNS.has(name) || name.startsWith('is_') || name.startsWith('has_')) kind = 'boolean';
    else kind = 'other';
    // Column names come from our own queries: a bounded set, so this map stays small.
    kinds.set(name, kind);
  }
  return kind;
}

export function fromSqlite(row: UnknownRow): UnknownRow {
  const out: UnknownRow = {};
  for (const key in row) {
    const value = row[key];
    const kind = kindOf(key);
    if (kind === 'date' && typeof value === 'string') out[key] = new Date(value);
    else if (kind === 'boolean' && typeof value === 'number') out[key] = value === 1;
    else out[key] = value;
  }
  return out;
}

export class SqliteValuesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map(fromSqlite) };
  }
}

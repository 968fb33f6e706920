import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

// SQLite has no date or boolean type. Writes: Date → ISO-8601 text (sorts like time), boolean → 0/1.
// Reads: by naming convention, *_at / *_expires columns → Date and is_* / has_* / flags → boolean,
// so application code and PostgreSQL see the same values.
const BOOLEAN_COLUMNS = new Set(['email_verified', 'banned']);
const isBooleanColumn = (name: string) =>
  BOOLEAN_COLUMNS.has(name) || name.startsWith('is_') || name.startsWith('has_');
const isDateColumn = (name: string) => name.endsWith('_at') || name === 'ban_expires';

class ValueTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: toSqlite(node.value) };
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map(toSqlite) };
  }
}

function toSqlite(value: unknown) {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function fromSqlite(row: UnknownRow): UnknownRow {
  const out: UnknownRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'string' && isDateColumn(key)) out[key] = new Date(value);
    else if (typeof value === 'number' && isBooleanColumn(key)) out[key] = value === 1;
    else out[key] = value;
  }
  return out;
}

export class SqliteValuesPlugin implements KyselyPlugin {
  readonly #transformer = new ValueTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map(fromSqlite) };
  }
}

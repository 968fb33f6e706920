import type { ColumnType } from 'kysely';

// Table types as the application sees them. On SQLite, SqliteValuesPlugin turns the stored
// ISO strings and 0/1 back into Date and boolean, so both engines read alike.
export type Timestamp = ColumnType<Date, Date | undefined, Date>;

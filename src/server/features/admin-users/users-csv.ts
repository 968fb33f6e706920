import { formatDate } from '../../../shared/format';
import { ROLE_LABELS } from '../../../shared/labels';
import { PLAN_LABELS } from '../../../shared/plans';
import type { UserSegment } from '../../../shared/schemas/admin-users';
import { standingLabel, standingOf } from '../../../shared/subscription-rules';
import type { Db } from '../../platform/db/connection';
import { EXPORT_BATCH, type ExportCursor, type ExportRow, exportUsersBatch } from './data/export-users';

// The CSV export, made for a Brazilian spreadsheet: ';' between fields, UTF-8 with a BOM (so
// accents open right), dates dd/mm/aaaa, CRLF line ends. Streamed batch by batch: pulled only as
// fast as the client reads, so a million rows never sit in memory. Plano, Status and Expira em
// come from the member's deciding grant, worded as the list words it.

const HEADER = ['Email', 'Nome', 'Tipo de conta', 'Plano', 'Status', 'Expira em', 'Criado em'];

// A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula.
// A cell starts at the field's start and, for a reader that splits on another separator or ignores
// our quotes, after any separator or line break inside it (`Ana,=2+5` read with
// ','), quotes and any Unicode space aside (spreadsheets skip a no-break space before `=` as
// they skip an ASCII one). Each such start gets a ' so the cell stays text.
const FORMULA_START = /(?<=(?:^|[,;\t\r\n])[\s"]*)(?=[=+\-@\t\r])/gu;
const NEEDS_QUOTES = /[,;"\t\r\n]/;

/** Defuses text a spreadsheet would run as a formula; quotes a field that was defused or needs it. */
export function csvField(value: string) {
  const safe = value.replace(FORMULA_START, "'");
  return safe !== value || NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: string[]) => `${fields.map(csvField).join(';')}\r\n`;

function csvRow(row: ExportRow, now: Date) {
  const never = row.access_status === 'never';
  return csvLine([
    row.email,
    row.full_name ?? '',
    ROLE_LABELS[row.role],
    row.access_plan ? PLAN_LABELS[row.access_plan] : 'Sem Plano',
    standingLabel(standingOf(row.access_status, row.access_ends_at, now)),
    never ? '' : row.access_ends_at ? formatDate(row.access_ends_at) : 'Nunca',
    formatDate(row.created_at),
  ]);
}

/** The members of a segment (the list as filtered) as a byte stream, one database batch per pull. */
export function usersCsvStream({ db, segment }: { db: Db; segment: UserSegment }) {
  const encoder = new TextEncoder();
  // One instant for the whole file: a member never changes standing between two batches.
  const now = new Date();
  let after: ExportCursor | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
    },
    async pull(controller) {
      if (done) return;
      const rows = await exportUsersBatch({ db, segment, now, after });
      const last = rows.at(-1);
      if (last) after = { createdAt: last.cursor_key, id: last.id };
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map((row) => csvRow(row, now)).join('')));
      if (rows.length < EXPORT_BATCH) {
        done = true;
        controller.close();
      }
    },
  });
}

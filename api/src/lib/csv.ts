import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { type Static, Type } from 'typebox';
import { isoInstant } from '../db/helpers';
import { assertSelfOrAdmin } from '../plugins/auth';
import { Id } from './common-schemas';

// The shop's spreadsheets (issue 34): how a cell is written and read back, and how a download is answered.

// Cells a spreadsheet would run as a formula start with one of these (OWASP "CSV injection"); tab and carriage
// return too, which some spreadsheets skip before looking. Apostrophes before them count, so that text which itself
// starts with "'=" gets one more and reads back unchanged.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text cell made safe for a spreadsheet: a leading formula character gets an apostrophe before it. */
export function neutralisedCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Whether a cell as found in a file would run as a formula (neutralised cells start with an apostrophe instead). */
export const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

/** The text a neutralised cell stood for (the import's side of neutralisedCell). */
export function originalCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** Cents as the dollars a spreadsheet reads as a number: 1999 → "19.99". */
export const dollarsCell = (cents: number) => (cents / 100).toFixed(2);

/** An instant as the API answers it (`isoInstant`); an empty cell when there is none. */
export const instantCell = (value: unknown) => isoInstant(value) ?? '';

/**
 * How every export is written (csv-stringify): a header row; UTF-8 with a byte-order mark so spreadsheets read
 * accents right; CRLF line ends (RFC 4180); fields quoted when they need to be.
 */
export const CSV_FORMAT = { header: true, bom: true, record_delimiter: 'windows' } as const;

/** Rows an export reads at once: any table size streams in constant memory. */
const EXPORT_PAGE = 1000;

/**
 * Every row of a keyset-paged read, page after page: `readPage(after)` answers up to `size` rows following the key
 * `after` (undefined: from the start), in key order; `keyOf` gives a row's key.
 */
export async function* inPages<Row, Key>(readPage: (after: Key | undefined, size: number) => Promise<Row[]>, keyOf: (row: Row) => Key, size = EXPORT_PAGE) {
  let after: Key | undefined;
  for (;;) {
    const rows = await readPage(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** Whose rows an export holds: a seller only their own; an admin every seller's, or the one named. */
export const ExportQuery = Type.Object({
  sellerId: Type.Optional({ ...Id, description: "Only this seller's rows (a seller may name only themself; an admin anyone)" }),
});

/** The OpenAPI answer of an export. */
export const csvResponse = (description: string) => ({ description, content: { 'text/csv': { schema: { type: 'string' } } } });

/** Answers a CSV download of `write`'s rows: a seller's own, or an admin's (every row, or one seller's). */
export function sendCsv(
  request: FastifyRequest<{ Querystring: Static<typeof ExportQuery> }>,
  reply: FastifyReply,
  name: string,
  write: (db: FastifyRequest['server']['db'], sellerId: number | undefined) => Readable,
) {
  const { role, userId } = request.user;
  const { sellerId } = request.query;
  if (sellerId !== undefined) assertSelfOrAdmin(request, sellerId);
  const only = role === 'SELLER' ? userId : sellerId;
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${only === undefined ? name : `${name}-seller-${only}`}.csv"`)
      // The route's 200 describes the text; the answer is the stream that writes it.
      .send(write(request.server.db, only))
  );
}

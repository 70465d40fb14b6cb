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

/** An instant as the API answers it (UTC ISO text); PostgreSQL's driver hands timestamps over as Date objects. */
export const instantCell = (value: unknown) => (value == null ? '' : value instanceof Date ? value.toISOString() : String(value));

/**
 * How every export is written (csv-stringify): a header row; UTF-8 with a byte-order mark so spreadsheets read
 * accents right; CRLF line ends (RFC 4180); fields quoted when they need to be.
 */
export const CSV_FORMAT = { header: true, bom: true, record_delimiter: 'windows' } as const;

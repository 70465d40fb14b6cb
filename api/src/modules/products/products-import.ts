import { CsvError, parse } from 'csv-parse/sync';
import type { FastifySchemaValidationError } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, httpError } from '../../lib/http-error';
import { validationFields } from '../../lib/validation-messages';
import { cleanProductInput } from './product-input';
import type { ProductInput } from './products.repository';
import { isFormula, originalCell } from '../../lib/csv';
import { PRODUCT_CSV_COLUMNS } from './products-export';

// Reading a products file (the export's format: lib/csv.ts, products-export.ts) and deciding, row by row, what
// importing it does for one seller. The same plan is made for the dry run and again, chunk by chunk, when importing.

export const MAX_IMPORT_ROWS = 10_000;
const NEEDED = ['name', 'description', 'category', 'price', 'stock', 'imageUrl'] as const;
const KNOWN = new Set<string>(PRODUCT_CSV_COLUMNS);
export const NEEDS_COLUMNS = `The file needs a header row with the columns ${NEEDED.join(', ')} (and id to change existing products).`;
export const TOO_MANY_ROWS = `A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} products.`;

/** One data line of the file: its line number, the product id it names (if any), and its fields as the form has them. */
export interface FileRow {
  line: number;
  id: number | undefined;
  fields: { name: string; description: string; category: string; price: unknown; stock: unknown; imageUrl: string };
  /** Text cells a spreadsheet would run as a formula (not written as the export writes them, with an apostrophe). */
  formulas: string[];
}

const TEXT_COLUMNS = ['name', 'description', 'category', 'imageUrl'] as const;
export const FORMULA_CELL = "A cell cannot start with =, +, - or @ (a spreadsheet would run it): put an apostrophe (') before it.";

/** A line that could not be read as a row (a broken line), with why. */
export interface BrokenLine {
  line: number;
  reason: string;
}

export type RowAction = 'create' | 'update' | 'unchanged' | 'refused';

/** What importing one line does. */
export interface RowPlan {
  line: number;
  action: RowAction;
  id?: number;
  name: string;
  /** Why a line is refused: one message per field, as the product form words it (`line` for the whole line). */
  errors?: Record<string, string>;
  /** What the line writes (create, update). */
  input?: ProductInput;
  /** The product an update was judged against (its wishers are told of a lower price or a restock). */
  current?: Existing;
}

/** A number when the cell reads as one, else the text (so the form's own "must be a number" message answers it). */
const numberCell = (cell: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(cell) ? Number(cell) : cell);

/** Why the reader could not make a row of a line, in words a spreadsheet user can act on. */
function brokenLineReason(error: CsvError, headerWidth: number): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'A quote opened here is never closed: the rest of the file could not be read.';
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return `This line has ${String((error as CsvError & { record?: unknown[] }).record?.length ?? 'another number of')} fields; the header has ${headerWidth}.`;
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'A quote inside a field: put the whole field in quotes and double each quote inside it.';
    default:
      return 'This line cannot be read as CSV.';
  }
}

/** Reads the file: 400 when its header cannot be used or it holds too many rows; broken lines are reported, not fatal. */
export function readProductsFile(text: string): { rows: FileRow[]; broken: BrokenLine[] } {
  const broken: BrokenLine[] = [];
  let headerWidth = 0;
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim());
        const unknown = names.find((name) => !KNOWN.has(name));
        if (unknown !== undefined) throw httpError(400, `Unknown column "${unknown}".`, `The columns a products file may have: ${PRODUCT_CSV_COLUMNS.join(', ')}.`);
        if (!NEEDED.every((name) => names.includes(name))) throw httpError(400, NEEDS_COLUMNS);
        headerWidth = names.length;
        return names;
      },
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (!error) return;
        const line = Number(error.lines);
        // One bad line can trip the reader more than once: it is reported once.
        if (broken.some((item) => item.line === line)) return;
        broken.push({ line, reason: brokenLineReason(error, headerWidth) });
      },
    }) as typeof records;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw httpError(400, 'The file cannot be read as CSV.', error instanceof Error ? error.message : String(error));
  }
  if (records.length + broken.length === 0) throw httpError(400, 'The file has no products.');
  if (records.length > MAX_IMPORT_ROWS) throw httpError(400, TOO_MANY_ROWS);
  const rows = records.map(({ record, info }): FileRow => {
    const cell = (name: string) => originalCell(record[name] ?? '');
    const idText = (record.id ?? '').trim();
    return {
      line: info.lines,
      id: idText === '' ? undefined : /^\d+$/.test(idText) ? Number(idText) : Number.NaN,
      fields: { name: cell('name'), description: cell('description'), category: cell('category'), price: numberCell(record.price ?? ''), stock: numberCell(record.stock ?? ''), imageUrl: cell('imageUrl') },
      formulas: TEXT_COLUMNS.filter((name) => isFormula(record[name] ?? '')),
    };
  });
  return { rows, broken };
}

/** Checks a row as the product form's call does (its schema, then cleanProductInput): the input, or the messages. */
export type RowValidator = (fields: FileRow['fields']) => { input: ProductInput } | { errors: Record<string, string> };

export function rowValidator(validate: ((value: unknown) => boolean) & { errors?: unknown }): RowValidator {
  return (fields) => {
    if (!validate({ ...fields })) return { errors: validationFields((validate.errors ?? []) as FastifySchemaValidationError[], 'line') };
    try {
      return { input: cleanProductInput(fields as Parameters<typeof cleanProductInput>[0]) };
    } catch (error) {
      if (error instanceof HttpError && error.fields) return { errors: error.fields };
      throw error;
    }
  };
}

type Db = Kysely<Database> | Transaction<Database>;
export type Existing = { id: number; seller_id: number; deleted: boolean } & Record<'name' | 'description' | 'category' | 'image_url', string> & Record<'price_cents' | 'stock', number>;

const sameAs = (product: Existing, input: ProductInput) =>
  product.name === input.name && product.description === input.description && product.category === input.category &&
  product.image_url === input.imageUrl && product.price_cents === input.priceCents && product.stock === input.stock;

/**
 * What importing `rows` does for `sellerId`, from the products as they are now. A row with an id changes that product
 * (refused when it is unknown, another seller's, or deleted and different); a row without one changes the seller's
 * live product of exactly that name, so importing a file twice creates nothing twice, or creates a product.
 */
export async function planRows(db: Db, sellerId: number, rows: FileRow[], check: RowValidator): Promise<RowPlan[]> {
  const ids = [...new Set(rows.map((row) => row.id).filter((id): id is number => Number.isInteger(id)))];
  const columns = ['id', 'seller_id', 'deleted', 'name', 'description', 'category', 'image_url', 'price_cents', 'stock'] as const;
  const byId = new Map<number, Existing>();
  for (let start = 0; start < ids.length; start += 1000) {
    for (const row of await db.selectFrom('products').select(columns).where('id', 'in', ids.slice(start, start + 1000)).execute()) byId.set(row.id, row);
  }
  const names = [...new Set(rows.filter((row) => row.id === undefined).map((row) => row.fields.name.trim()))].filter(Boolean);
  const byName = new Map<string, Existing[]>();
  for (let start = 0; start < names.length; start += 1000) {
    const found = await db.selectFrom('products').select(columns).where('seller_id', '=', sellerId).where('deleted', '=', false).where('name', 'in', names.slice(start, start + 1000)).execute();
    for (const row of found) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  }
  // Two lines for one product would each be judged against the product as it was: both are refused instead.
  const timesInFile = new Map<string, number>();
  const fileKey = (row: FileRow) => (row.id === undefined ? `name:${row.fields.name.trim()}` : `id:${row.id}`);
  for (const row of rows) timesInFile.set(fileKey(row), (timesInFile.get(fileKey(row)) ?? 0) + 1);

  return rows.map((row): RowPlan => {
    const name = row.fields.name.trim();
    const refused = (errors: Record<string, string>, id?: number): RowPlan => ({ line: row.line, action: 'refused', id, name, errors });
    if (row.id !== undefined && !Number.isInteger(row.id)) return refused({ id: 'Id must be a product id (a whole number), or empty for a new product.' });
    if ((timesInFile.get(fileKey(row)) ?? 0) > 1) {
      return row.id === undefined
        ? refused({ name: 'Another line of the file has this name and no id: give each its id.' })
        : refused({ id: 'Another line of the file is for this product too.' }, row.id);
    }
    if (row.formulas.length > 0) return refused(Object.fromEntries(row.formulas.map((field) => [field, FORMULA_CELL])), row.id);
    const checked = check(row.fields);
    if ('errors' in checked) return refused(checked.errors, row.id);
    const { input } = checked;
    let product: Existing | undefined;
    if (row.id !== undefined) {
      product = byId.get(row.id);
      if (!product) return refused({ id: `No product with id ${row.id}.` }, row.id);
      if (product.seller_id !== sellerId) return refused({ id: 'This product belongs to another seller.' }, row.id);
      if (product.deleted) return sameAs(product, input) ? { line: row.line, action: 'unchanged', id: product.id, name } : refused({ id: 'This product has been deleted.' }, row.id);
    } else {
      const named = byName.get(input.name) ?? [];
      if (named.length > 1) return refused({ name: `Several of your products are named "${input.name}": give its id.` });
      product = named[0];
    }
    if (!product) return { line: row.line, action: 'create', name, input };
    return sameAs(product, input) ? { line: row.line, action: 'unchanged', id: product.id, name } : { line: row.line, action: 'update', id: product.id, name, input, current: product };
  });
}

import type { Static } from 'typebox';
import { httpError } from '../../plugins/errors';
import type { ProductInput } from './products.repository';
import { MIN_SEARCH_LENGTH, MIN_SUGGEST_LENGTH, type ProductBody, SEARCH_TOO_SHORT, SUGGEST_TOO_SHORT } from './products.schemas';

type Body = Static<typeof ProductBody>;

// PostgreSQL text cannot hold NUL; refusing it here gives the same 400 on both dialects.
const NUL = '\u0000';
const NUL_MESSAGE = 'Text must not contain NUL characters.';

function rejectNul(field: string, text: string): void {
  if (text.includes(NUL)) throw httpError(400, NUL_MESSAGE, NUL_MESSAGE, { [field]: NUL_MESSAGE });
}

/** Whole cents, or null when the price has more than 2 decimals (binary floats: 0.29 * 100 is 28.999…). */
export function toCents(price: number): number | null {
  const cents = Math.round(price * 100);
  return Math.abs(cents - price * 100) < 1e-6 ? cents : null;
}

function isAbsoluteHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The schema checked types and lengths; this checks what it cannot: text that is only spaces, more than 2 decimals,
 * an http(s) URL that does not parse, NUL characters. All problems are answered at once as a 400 with one message per field.
 */
export function cleanProductInput(body: Body): ProductInput {
  const fields: Record<string, string> = {};
  const name = body.name.trim();
  const description = body.description.trim();
  const category = body.category.trim();
  if (!name) fields.name = 'Name is required.';
  if (!description) fields.description = 'Description is required.';
  if (!category) fields.category = 'Category is required.';
  const priceCents = toCents(body.price);
  if (priceCents === null) fields.price = 'Price must have at most 2 decimals.';
  const imageUrl = body.imageUrl.trim();
  if (!imageUrl.startsWith('/api/uploads/') && !isAbsoluteHttpUrl(imageUrl)) {
    fields.imageUrl = 'Image URL must be an http(s) URL or an uploaded image (/api/uploads/…).';
  }
  for (const [field, text] of Object.entries({ name, description, category, imageUrl })) {
    if (text.includes(NUL)) fields[field] = NUL_MESSAGE;
  }
  const messages = Object.values(fields);
  if (messages.length > 0) throw httpError(400, messages[0]!, messages.join(' '), fields);
  return { name, description, category, priceCents: priceCents!, imageUrl, stock: body.stock };
}

/** Trimmed search text, or undefined when empty; 1-2 characters is a 400 (PRODUCT.md: empty or at least 3). */
export function searchText(q: string | undefined): string | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  rejectNul('q', text);
  if ([...text].length < MIN_SEARCH_LENGTH) throw httpError(400, SEARCH_TOO_SHORT, SEARCH_TOO_SHORT, { q: SEARCH_TOO_SHORT });
  return text;
}

/** The text a suggestion is asked for: trimmed, at least 2 characters. */
export function suggestText(q: string): string {
  const text = q.trim();
  rejectNul('q', text);
  if ([...text].length < MIN_SUGGEST_LENGTH) throw httpError(400, SUGGEST_TOO_SHORT, SUGGEST_TOO_SHORT, { q: SUGGEST_TOO_SHORT });
  return text;
}

/** Empty category means "All". */
export function categoryFilter(category: string | undefined): string | undefined {
  const text = category?.trim();
  if (text) rejectNul('category', text);
  return text ? text : undefined;
}

import { httpError } from '../../plugins/errors';

const DAY_MS = 86_400_000;
/** The latest delivery date a seller may promise: one year ahead (shipping further out is a typo). */
export const DELIVERY_MAX_DAYS_AHEAD = 366;
/**
 * Sellers pick a calendar day in their own time zone, sent as that day's midnight UTC. "Today"
 * somewhere on Earth can be as far back as UTC−12, so the earliest accepted day is the UTC date
 * 12 hours ago; anything before it is in the past for every seller.
 */
const EARLIEST_ZONE_OFFSET_MS = 12 * 60 * 60 * 1000;

const invalid = (text: string) => httpError(400, text, text, { deliveryDate: text });

/**
 * An ISO 8601 date or date-time that names a real calendar day, not in the past and at most a
 * year ahead; answered as an ISO instant.
 */
export function deliveryDateIso(value: string | null | undefined, now = Date.now()): string {
  const text = (value ?? '').trim();
  if (!text) throw invalid('A delivery date must be chosen.');
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  const instant = Date.parse(text);
  if (!match || !realDay || year < 2000 || Number.isNaN(instant)) throw invalid('Delivery date must be a valid ISO 8601 date.');
  if (instant > now + DELIVERY_MAX_DAYS_AHEAD * DAY_MS) throw invalid('Delivery date cannot be more than 1 year ahead.');
  const earliestDay = Date.parse(`${new Date(now - EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10)}T00:00:00.000Z`);
  if (instant < earliestDay) throw invalid('Delivery date cannot be in the past.');
  return new Date(instant).toISOString();
}

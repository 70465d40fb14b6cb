import pg from 'pg';

// How PostgreSQL's values become JavaScript ones for the shop's pool: the shapes SQLite's rows already have.

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
/** PostgreSQL's type id of timestamptz. */
export const PG_TIMESTAMPTZ = 1184;
const parseDate = pg.types.getTypeParser(PG_TIMESTAMPTZ, 'text') as (value: string) => Date;

/** PostgreSQL's text of a timestamptz in a UTC session: date, time, up to six digits of fraction, +00. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as the ISO text `Date#toISOString` writes (milliseconds, the rest of the fraction dropped), so both
 * dialects answer the same shape. The UTC text, the usual case, is rewritten as text: parsing it to a Date and back
 * cost about 1 µs a value (timed one-off), 6 % of the API's time on a cold category page (CPU profile, one-off). Any
 * other text (another time zone, BC, a year past 9999, infinity) goes through pg's own parser, as all of them did.
 */
export function isoTimestamp(value: string): string {
  const utc = UTC_TEXT.exec(value);
  return utc ? `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z` : parseDate(value).toISOString();
}

/** Counts and sums (int8/numeric) as numbers and timestamps as ISO strings; every other type as pg reads it. */
export const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    if (oid === PG_TIMESTAMPTZ) return isoTimestamp;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

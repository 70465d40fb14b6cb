const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
// Delivery dates are calendar days stored as midnight UTC: shown in UTC they never slip a day.
const utcDateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The shop's one date format, e.g. "Nov 23, 2026", for buyers and staff alike; '' when there is none. */
export function formatDate(iso: string | null | undefined, options: { utc?: boolean } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (options.utc ? utcDateFormat : dateFormat).format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A moment with its time of day, e.g. "Nov 23, 2026, 6:45 PM"; '' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

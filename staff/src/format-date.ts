const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
// A delivery date is a calendar day stored as UTC midnight; show that day wherever the viewer is.
const utcDateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2026-11-21T10:00:00Z' -> 'Nov 21, 2026'; empty for a missing date. `utc` for calendar days stored as UTC midnight. */
export function formatDate(iso: string | null | undefined, options: { utc?: boolean } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (options.utc ? utcDateFormat : dateFormat).format(date);
}

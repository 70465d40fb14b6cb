// One date format for buyers and staff alike lives with the other formatters.
export { formatDate } from '../format/format-date';

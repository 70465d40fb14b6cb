// One date format for buyers and staff alike lives with the kernel's formatters.
export { formatDate } from '@shop/shared';

/** Page size of listings when the caller names none (product search, staff lists, orders). */
export const DEFAULT_PAGE_SIZE = 20;

/** The rows to skip and take for a zero-based page. */
export function pageWindow(page: number | undefined, size: number): { number: number; size: number; offset: number } {
  const number = page ?? 0;
  return { number, size, offset: number * size };
}

/** A Spring-style page answer: the rows, how many there are in all, and where this page stands. */
export function pageAnswer<T>(content: T[], totalElements: number, number: number, size: number) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}

// Storefront text: pager (one module per section: a page's chunk carries only what it uses).
export const pager = {
  label: 'Pagination',
  prev: 'Prev',
  next: 'Next',
  first: 'First',
  last: 'Last',
  /** 'page / total'; a '+' when the server counted only up to its result window (more products match). */
  position: (page: number, total: number, capped = false) => `${page} / ${total}${capped ? '+' : ''}`,
} as const;

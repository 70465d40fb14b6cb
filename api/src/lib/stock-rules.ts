/** Below this many items in stock (and above zero) a product is flagged lowStock; the seller summary counts the same. */
export const LOW_STOCK_BELOW = 10;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Prices are shown in dollars with 2 decimals (PRODUCT.md §9): 12.5 -> "$12.50". */
export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

import type { CartLine } from '../storefront-types';

/** Sum of price x quantity in whole cents, so 0.1 + 0.2 style errors never reach the server's check. */
export function cartSubtotal(lines: Pick<CartLine, 'price' | 'quantity'>[]): number {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return cents / 100;
}

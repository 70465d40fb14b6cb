import { formatPrice } from '@shop/shared';
import { STAFF_TEXT } from '../staff-text';

const T = STAFF_TEXT.refund;
const DOLLARS = /^\d{1,8}(\.\d{1,2})?$/;

/** Cents as the shop shows money: 1250 → "$12.50". */
export const formatCents = (cents: number) => formatPrice(cents / 100);

/** The refund typed in dollars as cents, or why it cannot be given (at most what was paid for the item). */
export function parseRefund(text: string, mostCents: number): { cents: number } | { error: string } {
  const trimmed = text.trim() || '0';
  if (!DOLLARS.test(trimmed)) return { error: T.notAmount };
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > mostCents) return { error: T.tooMuch(formatCents(mostCents)) };
  return { cents };
}

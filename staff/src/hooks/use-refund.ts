import { useState } from 'react';
import type { RefundFieldProps } from '../components/refund-field';
import { parseRefund } from '../rules/refund';

/**
 * A refund being typed for an item the buyer paid `mostCents` for: the field's props, and `checked()`, which answers
 * the cents to send or null after showing why it cannot be given.
 */
export function useRefund(mostCents: number): { field: RefundFieldProps; checked: () => number | null } {
  const [value, setValue] = useState('0');
  const [error, setError] = useState<string | undefined>();
  const field = { value, mostCents, error, onChange: (next: string) => (setValue(next), setError(undefined)) };
  const checked = () => {
    const parsed = parseRefund(value, mostCents);
    if ('error' in parsed) {
      setError(parsed.error);
      return null;
    }
    return parsed.cents;
  };
  return { field, checked };
}

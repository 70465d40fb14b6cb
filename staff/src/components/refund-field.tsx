import { TextField } from '@shop/shared';
import { formatCents } from '../rules/refund';
import { STAFF_TEXT } from '../staff-text';

const T = STAFF_TEXT.refund;

export interface RefundFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What the buyer paid for the item: the most the refund may be. */
  mostCents: number;
  error?: string;
}

/** The dollars a dispute's resolution gives back to the buyer (0 by default), checked against what they paid. */
export function RefundField({ value, onChange, mostCents, error }: RefundFieldProps) {
  return (
    <TextField
      label={T.label}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      hint={T.hint(formatCents(mostCents))}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

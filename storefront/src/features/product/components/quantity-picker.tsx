import styled from 'styled-components';
import { Button } from '@shop/shared';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  output { min-width: 2.5ch; text-align: center; font-weight: 700; }
`;

export interface QuantityPickerProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Visible label of the group, e.g. "Quantity". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}

/** - value + bounded by min and max. */
export function QuantityPicker({ value, min, max, onChange, label, decreaseLabel, increaseLabel, disabled }: QuantityPickerProps) {
  return (
    <Row role="group" aria-label={label}>
      <Button type="button" $variant="secondary" aria-label={decreaseLabel} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        −
      </Button>
      <output aria-label={label} aria-live="polite">
        {value}
      </output>
      <Button type="button" $variant="secondary" aria-label={increaseLabel} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </Button>
    </Row>
  );
}

import { useId } from 'react';
import styled from 'styled-components';

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  label { font-weight: 600; }
  select { font: inherit; min-height: 40px; padding: 0 ${({ theme }) => theme.space.sm}; }
`;

export interface ListFilterProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled choice above a list (which orders or which products to show); the choice lives in the URL. */
export function ListFilter({ label, value, options, onChange }: ListFilterProps) {
  const id = useId();
  return (
    <Filter>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Filter>
  );
}

import { useId } from 'react';
import { useSearchParams } from '@shop/shared/router';
import styled from 'styled-components';

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  label { font-weight: 600; }
  select { font: inherit; min-height: 40px; padding: 0 ${({ theme }) => theme.space.sm}; }
`;

/** Whether the URL asks for the narrowed list (`?param=value`), e.g. ?status=PENDING. */
export function useListFilter(param: string, value: string): boolean {
  const [params] = useSearchParams();
  return params.get(param) === value;
}

export interface ListFilterProps {
  /** The URL parameter holding the choice, and its value when the list is narrowed. */
  param: string;
  value: string;
  label: string;
  allLabel: string;
  onlyLabel: string;
}

/** A labelled choice above a list between all rows and a narrowed set; the choice lives in the URL. */
export function ListFilter({ param, value, label, allLabel, onlyLabel }: ListFilterProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const current = params.get(param) === value ? value : '';
  return (
    <Filter>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={current} onChange={(event) => setParams(event.target.value ? { [param]: event.target.value } : {})}>
        <option value="">{allLabel}</option>
        <option value={value}>{onlyLabel}</option>
      </select>
    </Filter>
  );
}

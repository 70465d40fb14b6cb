import { Button, formatPrice, TextField } from '@shop/shared';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { BulkChange } from '../api/bulk-change-products';
import { STAFF_TEXT } from '../staff-text';

const T = STAFF_TEXT.bulk;
type Action = keyof typeof T.actions;
const ACTIONS = Object.keys(T.actions) as Action[];

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  > * { margin-bottom: 0; }
  label { font-weight: 600; }
  select { font: inherit; min-height: 40px; padding: 0 ${({ theme }) => theme.space.sm}; }
`;

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const PageBox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  input { width: 20px; height: 20px; }
`;

export interface BulkEditBarProps {
  /** Products the change would touch: the chosen rows, or every match once all matching are chosen. */
  chosenCount: number;
  allMatching: boolean;
  /** Whether every selectable row of the page is chosen, and whether there are more matches than this page shows. */
  pageFullyChosen: boolean;
  moreThanPage: boolean;
  total: number;
  onTogglePage: (checked: boolean) => void;
  onChooseAllMatching: () => void;
  onClear: () => void;
  onApply: (change: BulkChange, description: string) => void;
}

/** The change and its description, or the message saying what is wrong with the value. */
function parse(action: Action, text: string): { change: BulkChange; description: string } | { error: string } {
  const value = text.trim();
  switch (action) {
    case 'price': {
      const price = Number(value);
      if (value === '' || !Number.isFinite(price) || price < 0 || !/^\d+(\.\d{1,2})?$/.test(value)) return { error: T.invalid.price };
      return { change: { price }, description: T.describe.price(formatPrice(price)) };
    }
    case 'pricePercent': {
      const percent = Number(value);
      if (value === '' || !Number.isFinite(percent) || percent < -100 || percent > 1000) return { error: T.invalid.pricePercent };
      return { change: { pricePercent: percent }, description: T.describe.pricePercent(value) };
    }
    case 'stock': {
      if (!/^\d+$/.test(value)) return { error: T.invalid.stock };
      return { change: { stock: Number(value) }, description: T.describe.stock(value) };
    }
    case 'category':
      return value ? { change: { category: value }, description: T.describe.category(value) } : { error: T.invalid.category };
    case 'delete':
      return { change: { delete: true }, description: T.describe.delete() };
  }
}

/** Above the products table: choose the page (or every match), then one change for all of them. */
export function BulkEditBar({ chosenCount, allMatching, pageFullyChosen, moreThanPage, total, onTogglePage, onChooseAllMatching, onClear, onApply }: BulkEditBarProps) {
  const actionId = useId();
  const [action, setAction] = useState<Action>('price');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const apply = () => {
    const parsed = parse(action, value);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    onApply(parsed.change, parsed.description);
  };
  return (
    <Bar aria-label={T.region}>
      <PageBox>
        <input type="checkbox" checked={pageFullyChosen || allMatching} onChange={(event) => onTogglePage(event.target.checked)} />
        {T.selectPage}
      </PageBox>
      {chosenCount > 0 && (
        <>
          <p role="status">{allMatching ? T.allMatching(total) : T.chosen(chosenCount)}</p>
          {pageFullyChosen && moreThanPage && !allMatching && (
            <Button type="button" $variant="secondary" onClick={onChooseAllMatching}>
              {T.chooseAllMatching(total)}
            </Button>
          )}
          <Button type="button" $variant="secondary" onClick={onClear}>
            {T.clear}
          </Button>
          <Choice>
            <label htmlFor={actionId}>{T.action}</label>
            <select id={actionId} value={action} onChange={(event) => { setAction(event.target.value as Action); setError(undefined); }}>
              {ACTIONS.map((item) => (
                <option key={item} value={item}>
                  {T.actions[item]}
                </option>
              ))}
            </select>
          </Choice>
          {action !== 'delete' && (
            <TextField
              label={T.value[action]}
              value={value}
              error={error}
              inputMode={action === 'category' ? 'text' : 'decimal'}
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && apply()}
            />
          )}
          <Button type="button" $variant={action === 'delete' ? 'danger' : 'primary'} onClick={apply}>
            {T.apply}
          </Button>
        </>
      )}
    </Bar>
  );
}

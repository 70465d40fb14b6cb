import { useCallback } from 'react';
import { formatDateTime, StatusPill, type ItemMoney } from '@shop/shared';
import { MoneyLinesTable, PagedListState, usePagedList } from '@shop/staff';
import { SELLER_TEXT } from '../../../seller-text';
import { getItemMoney } from '../api/earnings-api';

const T = SELLER_TEXT.earnings;
const PAGE_SIZE = 20;
const TONE = { PENDING: 'warning', AVAILABLE: 'success', PAID_OUT: 'neutral' } as const;

function State({ line }: { line: ItemMoney }) {
  return (
    <td>
      <StatusPill $tone={TONE[line.state]}>{T.states[line.state]}</StatusPill>
      {line.state === 'AVAILABLE' && line.availableAt && <div>{T.since(formatDateTime(line.availableAt))}</div>}
      {line.statementId !== null && <div>{T.onStatement(line.statementId)}</div>}
    </td>
  );
}

/** Each of the seller's order items with its money and where it stands, newest order first. */
export function EarningsItems({ sellerId }: { sellerId: number }) {
  const load = useCallback((page: number) => getItemMoney(sellerId, page, PAGE_SIZE), [sellerId]);
  const list = usePagedList(load);
  return (
    <PagedListState list={list} empty={T.noItems} error={T.itemsFailed} pagerLabel={`${T.itemsCaption} pages`}>
      <MoneyLinesTable label={T.itemsCaption} lines={list.data?.content ?? []} extraColumns={[T.state]} renderExtra={(line) => <State line={line} />} />
    </PagedListState>
  );
}

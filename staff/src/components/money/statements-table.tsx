import { useState, type ReactNode } from 'react';
import { Button, type PayoutStatement } from '@shop/shared';
import type { PagedList } from '../../hooks/use-paged-list';
import { formatCents } from '../../rules/refund';
import { STAFF_TEXT } from '../../staff-text';
import { RowActions, StaffTable } from '../data-table';
import { PagedListState } from '../list-state';
import { StatementDialog } from './statement-dialog';
import { lastDayOf, StatementStatus } from './statement-status';

const T = STAFF_TEXT.money;

export interface StatementsTableProps {
  list: PagedList<PayoutStatement>;
  /** The admin's list names each statement's seller. */
  showSeller?: boolean;
  /** More actions per statement (the admin's Mark paid) beside View. */
  actions?: (statement: PayoutStatement) => ReactNode;
}

/** Payout statements, newest first, each with its totals and a View of its items. */
export function StatementsTable({ list, showSeller = false, actions }: StatementsTableProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <PagedListState list={list} empty={T.noStatements} error={T.statementsFailed} pagerLabel={`${T.statementsCaption} pages`}>
        <StaffTable
          label={T.statementsCaption}
          columns={[T.statement, ...(showSeller ? [T.seller] : []), T.periodEnd, T.items, T.paid, T.commission, T.refunds, T.net, T.status, T.actions]}
          rows={list.data?.content ?? []}
          rowKey={(statement) => statement.id}
          renderCells={(statement) => (
            <>
              <th scope="row">#{statement.id}</th>
              {showSeller && <td>{statement.sellerName}</td>}
              <td>{lastDayOf(statement)}</td>
              <td>{statement.items}</td>
              <td>{formatCents(statement.grossCents)}</td>
              <td>{formatCents(statement.commissionCents)}</td>
              <td>{formatCents(statement.refundCents)}</td>
              <td>{formatCents(statement.netCents)}</td>
              <td>
                <StatementStatus statement={statement} />
              </td>
              <td>
                <RowActions>
                  <Button type="button" $variant="secondary" aria-label={T.viewLabel(statement.id)} onClick={() => setViewing(statement.id)}>
                    {T.view}
                  </Button>
                  {actions?.(statement)}
                </RowActions>
              </td>
            </>
          )}
        />
      </PagedListState>
      {viewing !== null && <StatementDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}

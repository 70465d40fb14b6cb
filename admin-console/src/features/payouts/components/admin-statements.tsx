import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, type PayoutStatement } from '@shop/shared';
import { getStatements, StatementsTable, usePagedList } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { MarkPaidDialog } from './mark-paid-dialog';

const T = ADMIN_TEXT.payouts;
const PAGE_SIZE = 20;
type Status = PayoutStatement['status'];

const Filter = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};
  select { min-height: 44px; }
`;

/** Every seller's statements, newest first, filtered by status; an open one can be marked paid. */
export function AdminStatements({ version, onPaid }: { version: number; onPaid: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<Status | ''>('');
  // A new loader (a filter, a payout run) starts again at the first page.
  const load = useCallback((page: number) => getStatements(page, PAGE_SIZE, status || undefined), [status, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = usePagedList(load);
  const [paying, setPaying] = useState<PayoutStatement | null>(null);
  return (
    <>
      <Filter>
        <label htmlFor={`${id}-status`}>{T.show}</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as Status | '')}>
          <option value="">{T.allStatements}</option>
          <option value="OPEN">{T.openStatements}</option>
          <option value="PAID">{T.paidStatements}</option>
        </select>
      </Filter>
      <StatementsTable
        list={list}
        showSeller
        actions={(statement) =>
          statement.status === 'OPEN' && (
            <Button type="button" aria-label={T.markLabel(statement.id, statement.sellerName)} onClick={() => setPaying(statement)}>
              {T.markPaid}
            </Button>
          )
        }
      />
      {paying && (
        <MarkPaidDialog
          statement={paying}
          onClose={() => setPaying(null)}
          onPaid={() => {
            setPaying(null);
            list.reload();
            onPaid();
          }}
        />
      )}
    </>
  );
}

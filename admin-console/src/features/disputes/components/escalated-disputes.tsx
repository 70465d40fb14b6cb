import { useState } from 'react';
import styled from 'styled-components';
import { Button, formatDateTime, useQuery, type EscalatedDispute } from '@shop/shared';
import { ListState, RowActions, StaffTable } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { getEscalatedDisputes } from '../api/get-escalated-disputes';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

const T = ADMIN_TEXT.disputes;

const party = (user: EscalatedDispute['buyer']) => `${user.username} (${user.email})`;

// Long words (emails, descriptions) break inside their cell so the whole table, Resolve included, fits 1280 px.
const WrapCell = styled.td`
  overflow-wrap: anywhere;
  max-width: 16rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) { max-width: none; }
`;

/** Disputes the seller let run past the deadline: reason, description, order, both parties, and Resolve. */
export function EscalatedDisputes() {
  const { state, reload } = useQuery('admin:escalated-disputes', getEscalatedDisputes);
  const [resolving, setResolving] = useState<EscalatedDispute | null>(null);
  const rows = state.status === 'ready' ? state.data : [];
  return (
    <>
      <ListState
        status={state.status === 'ready' ? 'ready' : state.status === 'error' ? 'error' : 'loading'}
        count={rows.length}
        hasData={state.status === 'ready'}
        empty={T.empty}
        error={T.loadFailed}
        onRetry={reload}
      >
        <StaffTable
          label={T.caption}
          columns={[T.order, T.product, T.buyer, T.seller, T.reason, T.description, T.deadline, T.actions]}
          rows={rows}
          rowKey={(row) => `${row.orderId}-${row.productId}`}
          renderCells={(row) => (
            <>
              <td>#{row.orderId}</td>
              <th scope="row">{row.productName}</th>
              <WrapCell>{party(row.buyer)}</WrapCell>
              <WrapCell>{party(row.seller)}</WrapCell>
              <WrapCell>{row.reason}</WrapCell>
              <WrapCell>{row.description}</WrapCell>
              <td>{formatDateTime(row.dueAt)}</td>
              <td>
                <RowActions>
                  <Button type="button" onClick={() => setResolving(row)} aria-label={`${T.resolve}: ${T.order} #${row.orderId}, ${row.productName}`}>
                    {T.resolve}
                  </Button>
                </RowActions>
              </td>
            </>
          )}
        />
      </ListState>
      {resolving && (
        <ResolveDisputeDialog
          dispute={resolving}
          onClose={() => setResolving(null)}
          onResolved={() => {
            setResolving(null);
            reload();
          }}
        />
      )}
    </>
  );
}

import { useQuery } from '@shop/shared';
import { formatCents, ListState, StaffTable } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { getRevenue } from '../api/payouts-api';

const T = ADMIN_TEXT.payouts;
const MONTHS = 12;

/** The marketplace's commission (less what refunds returned) and the refunds, per month, newest first. */
export function RevenueTable({ version }: { version: number }) {
  const { state, reload } = useQuery(`admin:revenue:${version}`, () => getRevenue(MONTHS));
  const months = state.status === 'ready' ? [...state.data.months].reverse() : [];
  return (
    <ListState status={state.status === 'ready' ? 'ready' : state.status === 'error' ? 'error' : 'loading'} count={months.length} hasData={state.status === 'ready'} empty="" error={T.revenueFailed} onRetry={reload}>
      <StaffTable
        label={T.revenueCaption}
        columns={[T.month, T.commissionEarned, T.refunded]}
        rows={months}
        rowKey={(row) => row.month}
        renderCells={(row) => (
          <>
            <th scope="row">{T.monthName(row.month)}</th>
            <td>{formatCents(row.commissionCents)}</td>
            <td>{formatCents(row.refundCents)}</td>
          </>
        )}
      />
    </ListState>
  );
}

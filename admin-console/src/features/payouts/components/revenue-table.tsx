import { useQuery } from '@shop/shared';
import { formatCents, QueryView, StaffTable } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { getRevenue } from '../api/payouts-api';

const T = ADMIN_TEXT.payouts;
const MONTHS = 12;

/** The marketplace's commission (less what refunds returned) and the refunds, per month, newest first. */
export function RevenueTable({ version }: { version: number }) {
  const { state, reload } = useQuery(`admin:revenue:${version}`, () => getRevenue(MONTHS));
  return (
    <QueryView state={state} error={T.revenueFailed} onRetry={reload}>
      {(revenue) => (
        <StaffTable
          label={T.revenueCaption}
          columns={[T.month, T.commissionEarned, T.refunded]}
          rows={[...revenue.months].reverse()}
          rowKey={(row) => row.month}
          renderCells={(row) => (
            <>
              <th scope="row">{T.monthName(row.month)}</th>
              <td>{formatCents(row.commissionCents)}</td>
              <td>{formatCents(row.refundCents)}</td>
            </>
          )}
        />
      )}
    </QueryView>
  );
}

import { formatDate, type PayoutStatement, StatusPill } from '@shop/shared';
import { STAFF_TEXT } from '../../staff-text';

const T = STAFF_TEXT.money;

/** The last day a statement covers (UTC): its period ends at the next midnight. */
export const lastDayOf = (statement: PayoutStatement) => formatDate(new Date(Date.parse(statement.periodEnd) - 1).toISOString(), { utc: true });

/** Open (awaiting payment) or paid, with when and the payment's reference. */
export function StatementStatus({ statement }: { statement: PayoutStatement }) {
  return (
    <>
      <StatusPill $tone={statement.status === 'PAID' ? 'success' : 'warning'}>{T.statuses[statement.status]}</StatusPill>
      {statement.paidAt && statement.reference && <div>{T.paidWith(formatDate(statement.paidAt), statement.reference)}</div>}
    </>
  );
}

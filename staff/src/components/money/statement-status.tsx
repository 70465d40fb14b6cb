import { formatDate, type PayoutStatement, StatusPill } from '@shop/shared';
import { STAFF_TEXT } from '../../staff-text';

const T = STAFF_TEXT.money;

/** Open (awaiting payment) or paid, with when and the payment's reference. */
export function StatementStatus({ statement }: { statement: PayoutStatement }) {
  return (
    <>
      <StatusPill $tone={statement.status === 'PAID' ? 'success' : 'warning'}>{T.statuses[statement.status]}</StatusPill>
      {statement.paidAt && statement.reference && <div>{T.paidWith(formatDate(statement.paidAt), statement.reference)}</div>}
    </>
  );
}

import type { ItemMoney } from '@shop/shared';
import { formatCents } from '../../rules/refund';
import { STAFF_TEXT } from '../../staff-text';
import { StaffTable } from '../data-table';

const T = STAFF_TEXT.money;

/** Order items with their money: what the buyer paid, the rate and commission, the refund and the seller's net. */
export function MoneyLinesTable({ label, lines, extraColumns = [], renderExtra }: { label: string; lines: ItemMoney[]; extraColumns?: string[]; renderExtra?: (line: ItemMoney) => React.ReactNode }) {
  return (
    <StaffTable
      label={label}
      columns={[T.order, T.product, T.quantity, T.paid, T.rate, T.commission, T.refunds, T.net, ...extraColumns]}
      rows={lines}
      rowKey={(line) => `${line.orderId}-${line.productId}`}
      renderCells={(line) => (
        <>
          <td>#{line.orderId}</td>
          <th scope="row">{line.productName}</th>
          <td>{line.quantity}</td>
          <td>{formatCents(line.grossCents)}</td>
          <td>{line.commissionRate}%</td>
          <td>{formatCents(line.commissionCents)}</td>
          <td>{formatCents(line.refundCents)}</td>
          <td>{formatCents(line.netCents)}</td>
          {renderExtra?.(line)}
        </>
      )}
    />
  );
}

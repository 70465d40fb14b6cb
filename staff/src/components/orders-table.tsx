import { Button, VisuallyHidden, formatDate, formatPrice } from '@shop/shared';
import { OverallStatusPill } from '@shop/shared/detail-ui';
import { sellerOrderLabel } from '../rules/order-label';
import { STAFF_TEXT } from '../staff-text';
import type { StaffOrder } from '../types';
import { Table, TableRegion } from './data-table';

/** Whose view: a seller sees the label over their own items, an admin 'Not Applicable for Admin'. */
export type OrdersViewer = { role: 'SELLER'; sellerId: number | null } | { role: 'ADMIN' };

const T = STAFF_TEXT.orders;

function ownTotal(order: StaffOrder, viewer: OrdersViewer): number {
  if (viewer.role === 'ADMIN') return order.orderPrice;
  return order.items
    .filter((item) => viewer.sellerId === null || item.sellerId === viewer.sellerId)
    .reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export function OrdersTable({
  orders,
  viewer,
  onDetails,
}: {
  orders: StaffOrder[];
  viewer: OrdersViewer;
  onDetails: (order: StaffOrder) => void;
}) {
  return (
    <TableRegion label={T.caption}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{T.order}</th>
            <th scope="col">{T.date}</th>
            <th scope="col">{T.buyer}</th>
            <th scope="col">{T.items}</th>
            <th scope="col">{T.total}</th>
            <th scope="col">{T.overallStatus}</th>
            <th scope="col">{T.label}</th>
            <th scope="col">
              <VisuallyHidden>{T.details}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row">{T.orderNumber(order.orderId)}</th>
              <td>{formatDate(order.createdAt)}</td>
              <td>{order.buyerUsername}</td>
              <td>{order.items.reduce((sum, item) => sum + item.quantity, 0)}</td>
              <td>{formatPrice(ownTotal(order, viewer))}</td>
              <td>
                <OverallStatusPill status={order.overallStatus} />
              </td>
              <td>{viewer.role === 'ADMIN' ? STAFF_TEXT.orderLabel.admin : sellerOrderLabel(order.items, viewer.sellerId)}</td>
              <td>
                <Button type="button" $variant="secondary" onClick={() => onDetails(order)}>
                  {T.details}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

import { Button, VisuallyHidden, formatDate, formatPrice } from '@shop/shared';
import { OverallStatusPill } from '@shop/shared/detail-ui';
import { sellerOrderLabel } from '../rules/order-label';
import { STAFF_TEXT } from '../staff-text';
import type { StaffOrder } from '../types';
import type { PagedList } from '../hooks/use-paged-list';
import { StaffTable } from './data-table';
import { PagedListState } from './list-state';

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
    <StaffTable
      label={T.caption}
      columns={[T.order, T.date, T.buyer, T.items, T.total, T.overallStatus, T.label, <VisuallyHidden key="details">{T.details}</VisuallyHidden>]}
      rows={orders}
      rowKey={(order) => order.orderId}
      renderCells={(order) => (
        <>
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
            <Button type="button" $variant="secondary" onClick={() => onDetails(order)} aria-label={`${T.details}: ${T.orderNumber(order.orderId)}`}>
              {T.details}
            </Button>
          </td>
        </>
      )}
    />
  );
}

/** One page of orders with its loading, error and empty states and the pager (both consoles' order lists). */
export function PagedOrdersTable({ list, viewer, onDetails }: { list: PagedList<StaffOrder>; viewer: OrdersViewer; onDetails: (order: StaffOrder) => void }) {
  return (
    <PagedListState list={list} empty={T.empty} error={T.loadFailed} pagerLabel={`${T.caption} pages`}>
      <OrdersTable orders={list.data?.content ?? []} viewer={viewer} onDetails={onDetails} />
    </PagedListState>
  );
}

import { useCallback, useState } from 'react';
import { Button, formatDate, formatDateTime, showAlert, useSessionStore } from '@shop/shared';
import { PagedListState, RowActions, StaffTable, usePagedList } from '@shop/staff';
import { SELLER_TEXT } from '../../../seller-text';
import { getDisputedOrders } from '../api/get-disputed-orders';
import { type DisputedItem, ResolveDialog } from './resolve-dialog';

const PAGE_SIZE = 20;
const T = SELLER_TEXT.disputes;

/** The seller's items in DISPUTING, with Contact Buyer and Resolved. */
export function DisputesTable() {
  const sellerId = useSessionStore((state) => state.userId);
  const load = useCallback((page: number) => getDisputedOrders(sellerId ?? 0, page, PAGE_SIZE), [sellerId]);
  const list = usePagedList(load);
  const [confirming, setConfirming] = useState<DisputedItem | null>(null);

  const rows = (list.data?.content ?? []).flatMap((order) =>
    order.items
      .filter((item) => item.status === 'DISPUTING' && (sellerId === null || item.sellerId === sellerId))
      .map((item) => ({ order, item, key: `${order.orderId}-${item.productId}` })),
  );

  return (
    <>
      <PagedListState list={list} count={rows.length} empty={T.empty} error={T.fetchFailed} pagerLabel={`${T.caption} pages`}>
        <StaffTable
          label={T.caption}
          columns={[T.order, T.buyer, T.product, T.reason, T.description, T.date, T.resolveBy, T.actions]}
          rows={rows}
          rowKey={(row) => row.key}
          renderCells={({ order, item, key }) => (
            <>
              <td>#{order.orderId}</td>
              <td>{order.buyerUsername}</td>
              <th scope="row">{item.productName || item.name}</th>
              <td>{item.disputeReason}</td>
              <td>{item.disputeDescription}</td>
              <td>{formatDate(item.disputeRaisedAt)}</td>
              <td>{item.disputeEscalated ? T.escalated : formatDateTime(item.disputeDueAt)}</td>
              <td>
                <RowActions>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={`${T.contactBuyer}: ${item.productName || item.name}`}
                    onClick={() => showAlert(T.notImplementedTitle, T.notImplemented)}
                  >
                    {T.contactBuyer}
                  </Button>
                  <Button
                    type="button"
                    aria-label={`${T.resolved}: ${item.productName || item.name}`}
                    onClick={() =>
                      setConfirming({ orderId: order.orderId, productId: item.productId, key, name: item.productName || item.name, paidCents: Math.round(item.price * 100) * item.quantity })
                    }
                  >
                    {T.resolved}
                  </Button>
                </RowActions>
              </td>
            </>
          )}
        />
      </PagedListState>
      {confirming && (
        <ResolveDialog
          item={confirming}
          onClose={() => setConfirming(null)}
          onResolved={() => {
            setConfirming(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}

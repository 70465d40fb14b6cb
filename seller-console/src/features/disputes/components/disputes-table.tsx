import { useCallback, useState } from 'react';
import { Button, ConfirmDialog, formatDate, formatDateTime, showAlert, showNotice, useSessionStore, useStaffSummaryStore } from '@shop/shared';
import { PagedListState, RowActions, StaffTable, usePagedList } from '@shop/staff';
import { SELLER_TEXT } from '../../../seller-text';
import { getDisputedOrders } from '../api/get-disputed-orders';
import { resolveDispute } from '../api/resolve-dispute';

const PAGE_SIZE = 20;
const T = SELLER_TEXT.disputes;

/** The seller's items in DISPUTING, with Contact Buyer and Resolved. */
export function DisputesTable() {
  const sellerId = useSessionStore((state) => state.userId);
  const load = useCallback((page: number) => getDisputedOrders(sellerId ?? 0, page, PAGE_SIZE), [sellerId]);
  const list = usePagedList(load);
  const [resolving, setResolving] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ orderId: number; productId: number; key: string; name: string } | null>(null);

  const rows = (list.data?.content ?? []).flatMap((order) =>
    order.items
      .filter((item) => item.status === 'DISPUTING' && (sellerId === null || item.sellerId === sellerId))
      .map((item) => ({ order, item, key: `${order.orderId}-${item.productId}` })),
  );

  const resolve = async (orderId: number, productId: number, key: string) => {
    setConfirming(null);
    setResolving(key);
    try {
      await resolveDispute({ orderId, productId });
      showNotice(T.resolvedNotice, 'success');
      void useStaffSummaryStore.getState().refresh();
      list.reload();
    } catch (error) {
      console.error('Resolving the dispute failed', error);
      showNotice(T.resolveFailed, 'error');
    }
    setResolving(null);
  };

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
                    disabled={resolving === key}
                    aria-label={`${T.resolved}: ${item.productName || item.name}`}
                    onClick={() => setConfirming({ orderId: order.orderId, productId: item.productId, key, name: item.productName || item.name })}
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
        <ConfirmDialog
          title={T.confirmResolveTitle}
          confirmLabel={T.resolved}
          onConfirm={() => void resolve(confirming.orderId, confirming.productId, confirming.key)}
          onClose={() => setConfirming(null)}
        >
          <p>{T.confirmResolve(confirming.name, confirming.orderId)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

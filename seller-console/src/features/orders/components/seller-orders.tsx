import { useCallback, useState } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { useSessionStore } from '@shop/shared';
import { ListState, OrderDetailDialog, OrdersTable, Pager, STAFF_TEXT, usePagedList, type StaffOrder } from '@shop/staff';
import { SELLER_TEXT } from '../../../seller-text';
import { ListFilter } from '../../../components/list-filter';
import { getSellerOrders } from '../api/get-seller-orders';
import { ShipItemForm } from './ship-item-form';

const PAGE_SIZE = 20;
const T = SELLER_TEXT.orders;
/** ?status=PENDING lists only orders still waiting for this seller (the summary's outstanding link). */
export const PENDING_FILTER = 'PENDING';

/** The orders holding the seller's items, each with the seller's label, and a detail dialog with Ship. */
export function SellerOrders() {
  const sellerId = useSessionStore((state) => state.userId);
  const [params, setParams] = useSearchParams();
  const onlyPending = params.get('status') === PENDING_FILTER;
  const load = useCallback(
    (page: number) => getSellerOrders(sellerId ?? 0, page, PAGE_SIZE, onlyPending ? 'PENDING' : undefined),
    [sellerId, onlyPending],
  );
  const list = usePagedList(load);
  const [selected, setSelected] = useState<StaffOrder | null>(null);

  // The server's answer: the seller's view of the order, with the new status and timeline step.
  const markShipped = (order: StaffOrder) => {
    setSelected(order);
    list.reload();
  };

  return (
    <>
      <ListFilter
        label={T.filterLabel}
        value={onlyPending ? PENDING_FILTER : ''}
        options={[
          { value: '', label: T.filterAll },
          { value: PENDING_FILTER, label: T.filterPending },
        ]}
        onChange={(value) => setParams(value ? { status: value } : {})}
      />
      <ListState
        status={list.status}
        count={list.data?.content.length ?? 0}
        hasData={list.data !== null}
        empty={STAFF_TEXT.orders.empty}
        error={STAFF_TEXT.orders.loadFailed}
        onRetry={list.reload}
      >
        <OrdersTable orders={list.data?.content ?? []} viewer={{ role: 'SELLER', sellerId }} onDetails={setSelected} />
        <Pager page={list.page} totalPages={list.data?.totalPages ?? 1} onPage={list.setPage} label={`${STAFF_TEXT.orders.caption} pages`} />
      </ListState>
      {selected && (
        <OrderDetailDialog
          order={selected}
          items={selected.items.filter((item) => sellerId === null || item.sellerId === sellerId)}
          onClose={() => setSelected(null)}
          renderItemActions={(item) =>
            item.status === 'PENDING' ? (
              <ShipItemForm
                orderId={selected.orderId}
                item={item}
                onShipped={markShipped}
              />
            ) : null
          }
        />
      )}
    </>
  );
}

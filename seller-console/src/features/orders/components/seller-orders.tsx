import { useCallback, useState } from 'react';
import { useSessionStore } from '@shop/shared';
import { ExportBar, ExportCsvButton, OrderDetailDialog, PagedOrdersTable, usePagedList, type StaffOrder } from '@shop/staff';
import { SELLER_TEXT } from '../../../seller-text';
import { ListFilter, useListFilter } from '../../../components/list-filter';
import { getSellerOrders } from '../api/get-seller-orders';
import { ShipItemForm } from './ship-item-form';

const PAGE_SIZE = 20;
const T = SELLER_TEXT.orders;
/** ?status=PENDING lists only orders still waiting for this seller (the summary's outstanding link). */
export const PENDING_FILTER = 'PENDING';

/** The orders holding the seller's items, each with the seller's label, and a detail dialog with Ship. */
export function SellerOrders() {
  const sellerId = useSessionStore((state) => state.userId);
  const onlyPending = useListFilter('status', PENDING_FILTER);
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
      <ListFilter param="status" value={PENDING_FILTER} label={T.filterLabel} allLabel={T.filterAll} onlyLabel={T.filterPending} />
      <ExportBar>
        <ExportCsvButton path="/orders/export" />
      </ExportBar>
      <PagedOrdersTable list={list} viewer={{ role: 'SELLER', sellerId }} onDetails={setSelected} />
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

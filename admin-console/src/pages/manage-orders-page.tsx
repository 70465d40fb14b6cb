import { useCallback, useState } from 'react';
import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { getAllOrders, ListState, OrderDetailDialog, OrdersTable, Pager, STAFF_TEXT, usePagedList, type StaffOrder } from '@shop/staff';
import { ADMIN_TEXT } from '../admin-text';

const PAGE_SIZE = 20;

/** /manageorders for admins: every order, read-only (no shipping action). */
export default function ManageOrdersPage() {
  const load = useCallback((page: number) => getAllOrders(page, PAGE_SIZE), []);
  const list = usePagedList(load);
  const [selected, setSelected] = useState<StaffOrder | null>(null);
  return (
    <RemoteRoot app="admin-console">
      <Page>
        <PageTitle>{ADMIN_TEXT.orders.title}</PageTitle>
        <ListState
          status={list.status}
          count={list.data?.content.length ?? 0}
          hasData={list.data !== null}
          empty={STAFF_TEXT.orders.empty}
          error={STAFF_TEXT.orders.loadFailed}
          onRetry={list.reload}
        >
          <OrdersTable orders={list.data?.content ?? []} viewer={{ role: 'ADMIN' }} onDetails={setSelected} />
          <Pager page={list.page} totalPages={list.data?.totalPages ?? 1} onPage={list.setPage} label={`${STAFF_TEXT.orders.caption} pages`} />
        </ListState>
        {selected && <OrderDetailDialog order={selected} showSeller onClose={() => setSelected(null)} />}
      </Page>
    </RemoteRoot>
  );
}

import { useCallback, useState } from 'react';
import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { ExportBar, ExportCsvButton, getAllOrders, OrderDetailDialog, PagedOrdersTable, usePagedList, type StaffOrder } from '@shop/staff';
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
        <ExportBar>
          <ExportCsvButton path="/orders/export" />
        </ExportBar>
        <PagedOrdersTable list={list} viewer={{ role: 'ADMIN' }} onDetails={setSelected} />
        {selected && <OrderDetailDialog order={selected} showSeller onClose={() => setSelected(null)} />}
      </Page>
    </RemoteRoot>
  );
}

import { useStaffSummaryStore, type OrderItem } from '@shop/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '../types';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrdersTable } from './orders-table';
import { StaffProductGrid } from './staff-product-grid';
import { StaffSummary } from './staff-summary';
import { mockApi, orderItem, pageOf, product, renderStaff, resetStores, staffOrder } from '../test/staff-test-utils';

const item = (overrides: Partial<OrderItem> = {}): OrderItem => orderItem({ quantity: 2, ...overrides });
const order = (orderId: number, items: OrderItem[], overrides: Partial<StaffOrder> = {}): StaffOrder =>
  staffOrder(orderId, items, { orderPrice: 99, ...overrides });

describe('OrdersTable', () => {
  beforeEach(resetStores);

  it("shows a seller each order's label over their own items and their own total", () => {
    renderStaff(
      <OrdersTable
        viewer={{ role: 'SELLER', sellerId: 7 }}
        onDetails={() => undefined}
        orders={[
          order(1, [item({ status: 'DISPUTING' }), item({ productId: 2 })]),
          order(2, [item({ status: 'SHIPPED' }), item({ productId: 2, status: 'RESOLVED' })], { overallStatus: 'COMPLETED' }),
          order(3, [item({ status: 'DELIVERED' }), item({ productId: 2, status: 'PENDING' })]),
          order(4, []),
        ]}
      />,
    );
    // Cells: date, buyer, items, total, overall status, seller label, details.
    const cells = (id: number) =>
      within(screen.getByRole('row', { name: new RegExp(`Order #${id}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)[5]).toBe('Some Items Disputed');
    expect(cells(2)[5]).toBe('Done');
    expect(cells(2)[4]).toBe('Completed');
    expect(cells(3)[5]).toBe('Pending');
    expect(cells(4)[5]).toBe('N/A');
    expect(cells(1).slice(1, 4)).toEqual(['bea', '4', '$20.00']);
  });

  it("shows an admin the order total and 'Not Applicable for Admin'", async () => {
    const onDetails = jest.fn();
    const theOrder = order(8, [item({ status: 'DISPUTING' })]);
    renderStaff(<OrdersTable viewer={{ role: 'ADMIN' }} onDetails={onDetails} orders={[theOrder]} />);
    const row = within(screen.getByRole('row', { name: /Order #8/ }));
    expect(row.getByText('Not Applicable for Admin')).toBeInTheDocument();
    expect(row.getByText('$99.00')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: /^Details: / }));
    expect(onDetails).toHaveBeenCalledWith(theOrder);
  });
});

describe('OrderDetailDialog', () => {
  beforeEach(resetStores);

  it('lists address and every item with its status, and no action unless one is given', () => {
    renderStaff(
      <OrderDetailDialog
        order={order(5, [item({ status: 'SHIPPED', deliveryDate: '2026-12-01T00:00:00.000Z' }), item({ productId: 2, productName: 'Lamp', sellerName: 'otto', status: 'DISPUTING', disputeReason: 'Broken' })])}
        showSeller
        onClose={() => undefined}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Order #5' }));
    expect(dialog.getByText(/1 Main St/)).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
    expect(dialog.getByText('Disputing')).toBeInTheDocument();
    expect(dialog.getByText('Shipped')).toBeInTheDocument();
    expect(dialog.getByText(/Seller: otto/)).toBeInTheDocument();
    expect(dialog.getByText(/Dispute reason: Broken/)).toBeInTheDocument();
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
  });
});

describe('StaffSummary', () => {
  beforeEach(resetStores);

  it('shows the three counts, each linking to the page that lists them, from the store the bell uses', async () => {
    mockApi({ 'GET /orders/summary': { outstandingOrders: 3, disputedOrders: 1, lowStockProducts: 4 } });
    renderStaff(<StaffSummary links={{ outstanding: '/manageorders?status=PENDING', lowStock: '/product-management', disputed: '/disputes' }} />);
    expect(await screen.findByRole('link', { name: /^3 Outstanding orders/ })).toHaveAttribute('href', '/manageorders?status=PENDING');
    expect(screen.getByRole('link', { name: /^4 Products low in stock/ })).toHaveAttribute('href', '/product-management');
    expect(screen.getByRole('link', { name: /^1 Disputed orders/ })).toHaveAttribute('href', '/disputes');
    act(() => useStaffSummaryStore.setState({ summary: { outstandingOrders: 2, disputedOrders: 1, lowStockProducts: 4 } }));
    expect(screen.getByRole('link', { name: /^2 Outstanding orders/ })).toBeInTheDocument();
  });

  it('says so when the summary cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({});
    renderStaff(<StaffSummary links={{ outstanding: '/a', lowStock: '/b', disputed: '/c' }} />);
    expect(await screen.findByText('The summary is not available right now.')).toBeInTheDocument();
  });
});

describe('StaffProductGrid', () => {
  beforeEach(resetStores);

  it('cuts descriptions to 100 characters and marks deleted products', async () => {
    const long = `${'word '.repeat(30)}end`;
    renderStaff(
      <StaffProductGrid
        loadPage={async () => pageOf([product({ name: 'Long', description: long }), product({ id: 2, name: 'Old', deleted: true })])}
      />,
    );
    const card = (await screen.findByRole('heading', { name: 'Long' })).parentElement!;
    const description = within(card).getByText(/^word/);
    expect(description.textContent!.length).toBeLessThanOrEqual(100);
    expect(description.textContent!.endsWith('…')).toBe(true);
    expect(within(screen.getByRole('heading', { name: 'Old' }).parentElement!).getByText('Deleted')).toBeInTheDocument();
  });

  it("shows 'No products yet.' and 'Failed to load products.'", async () => {
    const { unmount } = renderStaff(<StaffProductGrid loadPage={async () => pageOf([])} />);
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStaff(<StaffProductGrid loadPage={() => Promise.reject(new Error('down'))} />);
    expect(await screen.findByText('Failed to load products.')).toBeInTheDocument();
  });
});

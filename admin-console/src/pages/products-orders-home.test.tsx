import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '@shop/staff';
import HomePage from './home-page';
import ManageOrdersPage from './manage-orders-page';
import ProductManagementPage from './product-management-page';
import { fails, mockApi, pageOf, product, renderStaff, resetStores, signInAs, adminDashboardFixture } from '@shop/staff/testing';

const order: StaffOrder = {
  orderId: 21,
  userId: 3,
  buyerUsername: 'bea',
  createdAt: '2026-11-20T10:00:00.000Z',
  overallStatus: 'COMPLETED',
  orderPrice: 42,
  address: { fullName: 'Bea', street: '1 Main St', city: 'Springfield', stateZipCountry: 'IL' },
  payment: { method: 'PAYNOW', cardBrand: null, cardLast4: null, cardName: null, paypalEmail: null, referenceNumber: null },
  items: [
    { productId: 1, productName: 'Blue Mug', name: 'Blue Mug', imageUrl: '', quantity: 1, price: 12, sellerId: 7, sellerName: 'sam', status: 'PENDING', deliveryDate: null, disputeReason: null, disputeDescription: null, disputeRaisedAt: null, disputeDueAt: null, disputeEscalated: false, refund: 0, disputeOpenUntil: null, timeline: [], reviewed: false },
    { productId: 2, productName: 'Lamp', name: 'Lamp', imageUrl: '', quantity: 1, price: 30, sellerId: 8, sellerName: 'otto', status: 'DELIVERED', deliveryDate: null, disputeReason: null, disputeDescription: null, disputeRaisedAt: null, disputeDueAt: null, disputeEscalated: false, refund: 0, disputeOpenUntil: null, timeline: [], reviewed: false },
  ],
};

describe('admin console', () => {
  beforeEach(() => {
    resetStores();
    signInAs('ADMIN', 1, 'admin');
  });

  it('All Products: every seller\'s products with seller name, Add Product disabled, edit and delete allowed', async () => {
    const calls = mockApi({ 'GET /products': pageOf([product({ name: 'Blue Mug', sellerName: 'sam' }), product({ id: 2, name: 'Lamp', sellerName: 'otto', sellerId: 8 })]) });
    renderStaff(<ProductManagementPage />, '/product-management');
    expect(screen.getByRole('heading', { name: 'All Products', level: 1 })).toBeInTheDocument();
    const lamp = await screen.findByRole('row', { name: /Lamp/ });
    expect(within(lamp).getByText('otto')).toBeInTheDocument();
    expect(within(lamp).getByRole('button', { name: /^Edit: / })).toBeEnabled();
    expect(within(lamp).getByRole('button', { name: /^Delete: / })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    expect(calls[0]).toMatchObject({ url: '/products', params: { page: 0, size: 20 } });
  });

  it("All Orders: buyer, total, overall status and 'Not Applicable for Admin'; details without a ship action", async () => {
    const calls = mockApi({ 'GET /orders': pageOf([order]) });
    renderStaff(<ManageOrdersPage />, '/manageorders');
    const row = await screen.findByRole('row', { name: /Order #21/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1, 6)).toEqual([
      'bea',
      '2',
      '$42.00',
      'Completed',
      'Not Applicable for Admin',
    ]);
    await userEvent.click(within(row).getByRole('button', { name: /^Details: / }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #21' }));
    expect(dialog.getByRole('heading', { name: 'Blue Mug' })).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Delivery date')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/orders', params: { page: 0, size: 20 } });
  });

  it("All Orders: 'No orders found.' and 'Failed to load orders.'", async () => {
    mockApi({ 'GET /orders': pageOf([]) });
    const { unmount } = renderStaff(<ManageOrdersPage />, '/manageorders');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /orders': fails(500) });
    renderStaff(<ManageOrdersPage />, '/manageorders');
    expect(await screen.findByText('Failed to load orders.')).toBeInTheDocument();
  });

  it('home: the summary across all sellers and every product', async () => {
    const calls = mockApi({
      'GET /orders/dashboard/admin': adminDashboardFixture(),
      'GET /orders/summary': { outstandingOrders: 9, disputedOrders: 2, lowStockProducts: 4 },
      'GET /products': pageOf([product({ name: 'Lamp' })]),
    });
    renderStaff(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Welcome back, admin' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^9 Outstanding orders/ })).toHaveAttribute('href', '/manageorders');
    expect(screen.getByRole('link', { name: /^2 Disputed orders/ })).toHaveAttribute('href', '/manageorders');
    expect(await screen.findByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/products')?.params).toEqual({ page: 0, size: 12 });
  });
});

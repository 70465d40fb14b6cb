import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderItem } from '@shop/shared';
import type { StaffOrder } from '@shop/staff';
import ManageOrdersPage from './manage-orders-page';
import { fails, mockApi, orderItem, pageOf, renderStaff, resetStores, signInAs, staffOrder } from '@shop/staff/testing';

/** Ten days from today in the local zone, as the date input writes it. */
const SOON = (() => {
  const day = new Date(Date.now() + 10 * 86_400_000);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
})();

const item = orderItem;
const order = (orderId: number, items: OrderItem[]): StaffOrder => staffOrder(orderId, items);

const SUMMARY = { outstandingOrders: 0, disputedOrders: 0, lowStockProducts: 0 };

const SHIPPED_STEP = {
  kind: 'SHIPPED' as const,
  at: '2026-11-21T10:00:00.000Z',
  actorId: 7,
  actorRole: 'SELLER' as const,
  carrier: 'Parcelforce',
  trackingNumber: 'PF123',
  estimatedDelivery: '2026-12-01T00:00:00.000Z',
  note: null,
  refund: null,
};

describe('seller /manageorders', () => {
  beforeEach(() => {
    resetStores();
    signInAs('SELLER', 7);
  });

  it("lists the seller's orders through the seller filter with the per-order label", async () => {
    const calls = mockApi({
      'GET /orders/seller': pageOf([order(1, [item({ status: 'DISPUTING' })]), order(2, [item({ status: 'DELIVERED' })]), order(3, [item()])]),
    });
    renderStaff(<ManageOrdersPage />, '/manageorders');
    expect(await screen.findByRole('row', { name: /Order #1/ })).toHaveTextContent('Some Items Disputed');
    expect(screen.getByRole('row', { name: /Order #2/ })).toHaveTextContent('Done');
    expect(screen.getByRole('row', { name: /Order #3/ })).toHaveTextContent(/Pending.*Pending/);
    expect(calls[0].params).toEqual({ sellerId: 7, page: 0, size: 20 });
  });

  it('lists only orders waiting for shipment when opened from the summary (?status=PENDING)', async () => {
    const calls = mockApi({ 'GET /orders/seller': pageOf([order(1, [item()])]) });
    renderStaff(<ManageOrdersPage />, '/manageorders?status=PENDING');
    await screen.findByRole('row', { name: /Order #1/ });
    expect(calls[0].params).toEqual({ sellerId: 7, page: 0, size: 20, itemStatus: 'PENDING' });
    expect(screen.getByLabelText('Show')).toHaveValue('PENDING');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All orders');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ sellerId: 7, page: 0, size: 20 }));
  });

  it('ships a pending item only with a delivery date (carrier and tracking optional), then refreshes the bell count', async () => {
    let shipped = false;
    const sellersOrder = () =>
      order(4, [item({ status: shipped ? 'SHIPPED' : 'PENDING', timeline: shipped ? [SHIPPED_STEP] : [] }), item({ productId: 2, productName: 'Lamp', status: 'DELIVERED' })]);
    const calls = mockApi({
      'GET /orders/seller': () => pageOf([{ ...sellersOrder(), items: [...sellersOrder().items, item({ productId: 3, productName: 'Other seller item', sellerId: 8 })] }]),
      'PUT /orders/seller/status': () => {
        shipped = true;
        return sellersOrder();
      },
      'GET /orders/summary': SUMMARY,
    });
    renderStaff(<ManageOrdersPage />, '/manageorders');
    await userEvent.click(within(await screen.findByRole('row', { name: /Order #4/ })).getByRole('button', { name: /^Details: / }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order #4' }));
    expect(dialog.getByText(/1 Main St/)).toBeInTheDocument();
    expect(dialog.queryByText('Other seller item')).not.toBeInTheDocument();
    expect(dialog.getAllByRole('button', { name: 'Ship' })).toHaveLength(1);

    await userEvent.click(dialog.getByRole('button', { name: 'Ship' }));
    expect(dialog.getByLabelText('Delivery date')).toHaveAccessibleDescription('Please choose a delivery date.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(dialog.getByLabelText('Delivery date'), '2020-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Ship' }));
    expect(dialog.getByLabelText('Delivery date')).toHaveAccessibleDescription('Delivery date cannot be in the past.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(dialog.getByLabelText('Delivery date'));
    await userEvent.type(dialog.getByLabelText('Delivery date'), SOON);
    await userEvent.type(dialog.getByLabelText('Carrier (optional)'), 'Parcelforce');
    await userEvent.type(dialog.getByLabelText('Tracking number (optional)'), 'PF123');
    await userEvent.click(dialog.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      orderId: 4,
      productId: 1,
      sellerId: 7,
      status: 'SHIPPED',
      deliveryDate: `${SOON}T00:00:00.000Z`,
      carrier: 'Parcelforce',
      trackingNumber: 'PF123',
    });
    expect(dialog.getAllByText('Shipped').length).toBeGreaterThan(0);
    expect(dialog.getByText(/Carrier: Parcelforce · Tracking number: PF123/)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/orders/summary')).toBe(true);
    expect(await screen.findByText('Item marked as shipped.')).toBeInTheDocument();
  });

  it('alerts when shipping fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /orders/seller': pageOf([order(4, [item()])]), 'PUT /orders/seller/status': fails(409, 'Illegal status change.') });
    renderStaff(<ManageOrdersPage />, '/manageorders');
    await userEvent.click(within(await screen.findByRole('row', { name: /Order #4/ })).getByRole('button', { name: /^Details: / }));
    await userEvent.type(screen.getByLabelText('Delivery date'), SOON);
    await userEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await within(await screen.findByRole('alertdialog')).findByText('Illegal status change.')).toBeInTheDocument();
  });

  it("shows 'No orders found.' and 'Failed to load orders.'", async () => {
    mockApi({ 'GET /orders/seller': pageOf([]) });
    const { unmount } = renderStaff(<ManageOrdersPage />, '/manageorders');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /orders/seller': fails(500) });
    renderStaff(<ManageOrdersPage />, '/manageorders');
    expect(await screen.findByText('Failed to load orders.')).toBeInTheDocument();
  });
});

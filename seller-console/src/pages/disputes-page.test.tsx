import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderItem } from '@shop/shared';
import type { StaffOrder } from '@shop/staff';
import DisputesPage from './disputes-page';
import { fails, mockApi, pageOf, renderStaff, resetStores, signInAs } from '@shop/staff/testing';

const disputed = (orderId: number, overrides: Partial<OrderItem> = {}): StaffOrder => ({
  orderId,
  userId: 3,
  buyerUsername: 'bea',
  createdAt: '2026-11-10T10:00:00.000Z',
  overallStatus: 'IN_PROGRESS',
  orderPrice: 10,
  address: { fullName: 'Bea', street: '1 Main St', city: 'Springfield', stateZipCountry: 'IL' },
  payment: { method: 'PAYNOW', cardBrand: null, cardLast4: null, cardName: null, paypalEmail: null, referenceNumber: null },
  items: [
    {
      productId: 1,
      productName: 'Blue Mug',
      name: 'Blue Mug',
      imageUrl: '',
      quantity: 1,
      price: 10,
      sellerId: 7,
      sellerName: 'sam',
      status: 'DISPUTING',
      deliveryDate: '2026-11-12T00:00:00.000Z',
      disputeReason: 'Arrived broken',
      disputeDescription: 'The handle snapped off.',
      disputeRaisedAt: '2026-11-15T09:00:00.000Z',
      disputeDueAt: '2026-11-18T09:00:00.000Z',
      disputeEscalated: false,
      refund: 0,
      disputeOpenUntil: null,
      timeline: [],
      reviewed: false,
      ...overrides,
    },
    { ...({} as OrderItem), productId: 2, productName: 'Fine Lamp', name: 'Fine Lamp', sellerId: 7, status: 'DELIVERED', quantity: 1, price: 3 },
  ],
});

describe('/disputes', () => {
  beforeEach(() => {
    resetStores();
    signInAs('SELLER', 7);
  });

  it('lists disputed items with buyer, product, reason, description and date', async () => {
    const calls = mockApi({ 'GET /orders/seller': pageOf([disputed(11)]) });
    renderStaff(<DisputesPage />, '/disputes');
    const row = await screen.findByRole('row', { name: /Blue Mug/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 5)).toEqual([
      '#11',
      'bea',
      'Arrived broken',
      'The handle snapped off.',
      'Nov 15, 2026',
    ]);
    expect(screen.queryByRole('row', { name: /Fine Lamp/ })).not.toBeInTheDocument();
    expect(calls[0].params).toEqual({ sellerId: 7, itemStatus: 'DISPUTING', page: 0, size: 20 });
  });

  it("answers Contact Buyer with 'Feature Not Implemented'", async () => {
    mockApi({ 'GET /orders/seller': pageOf([disputed(11)]) });
    renderStaff(<DisputesPage />, '/disputes');
    await userEvent.click(await screen.findByRole('button', { name: /^Contact Buyer: / }));
    const alert = screen.getByRole('alertdialog', { name: 'Feature Not Implemented' });
    expect(alert).toHaveTextContent('The contact buyer feature is not available yet.');
  });

  it("resolves a dispute: PUT /orders/item/resolve, notice 'Dispute marked as resolved.', list and summary reload", async () => {
    let resolved = false;
    const calls = mockApi({
      'GET /orders/seller': () => pageOf(resolved ? [] : [disputed(11)]),
      'PUT /orders/item/resolve': () => {
        resolved = true;
        return {};
      },
      'GET /orders/summary': { outstandingOrders: 0, disputedOrders: 0, lowStockProducts: 0 },
    });
    renderStaff(<DisputesPage />, '/disputes');
    await userEvent.click(await screen.findByRole('button', { name: /^Resolved: / }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Mark dispute resolved?' })).getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('Dispute marked as resolved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ orderId: 11, productId: 1, refundCents: 0 });
    expect(await screen.findByText('No disputed items found.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/orders/summary')).toBe(true));
  });

  it("shows 'Failed to resolve dispute.' when resolving fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /orders/seller': pageOf([disputed(11)]), 'PUT /orders/item/resolve': fails(409) });
    renderStaff(<DisputesPage />, '/disputes');
    await userEvent.click(await screen.findByRole('button', { name: /^Resolved: / }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Mark dispute resolved?' })).getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('Failed to resolve dispute.')).toBeInTheDocument();
  });

  it('gives part of the price back: the refund is checked against what the buyer paid, then sent in cents', async () => {
    const calls = mockApi({ 'GET /orders/seller': pageOf([disputed(11)]), 'PUT /orders/item/resolve': {}, 'GET /orders/summary': { outstandingOrders: 0, disputedOrders: 0, lowStockProducts: 0 } });
    renderStaff(<DisputesPage />, '/disputes');
    await userEvent.click(await screen.findByRole('button', { name: /^Resolved: / }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark dispute resolved?' });
    const refund = within(dialog).getByRole('textbox', { name: 'Refund to the buyer ($)' });
    expect(refund).toHaveAccessibleDescription('0 for no refund; at most $10.00, what the buyer paid for this item.');
    await userEvent.clear(refund);
    await userEvent.type(refund, '10.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolved' }));
    expect(within(dialog).getByText('A refund cannot exceed what was paid for this item ($10.00).')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.clear(refund);
    await userEvent.type(refund, '4.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('Dispute marked as resolved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ orderId: 11, productId: 1, refundCents: 450 });
  });

  it("shows 'No disputed items found.' and 'Failed to fetch disputed orders.'", async () => {
    mockApi({ 'GET /orders/seller': pageOf([]) });
    const { unmount } = renderStaff(<DisputesPage />, '/disputes');
    expect(await screen.findByText('No disputed items found.')).toBeInTheDocument();
    unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /orders/seller': fails(500) });
    renderStaff(<DisputesPage />, '/disputes');
    expect(await screen.findByText('Failed to fetch disputed orders.')).toBeInTheDocument();
  });
});

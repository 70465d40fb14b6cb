import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@shop/shared';
import CheckoutPage from './checkout-page';
import OrderCreatedPage from './order-created-page';
import { holdCardSecrets } from '../features/checkout/card-secrets';
import { renderAt, signInAs } from '../test/render-page';
import { apiError, mockApi, type Handler } from '../test/mock-api';
import { cartLine, order, orderItem } from '../test/fixtures';

const routes = { '/order-created': <OrderCreatedPage /> };
const entry = { pathname: '/order-created', state: { orderId: 42 } };

function orderApi(found = order(), overrides: Record<string, Handler> = {}) {
  return mockApi({ 'GET /orders/42': () => found, ...overrides });
}

function itemRow(name: string) {
  return screen.getByRole('link', { name }).closest('li')!;
}

beforeEach(() => signInAs('BUYER'));
afterEach(() => jest.restoreAllMocks());

describe('/order-created', () => {
  it("says 'Order Not Found' with a link back to the cart when there is no order id in state", () => {
    mockApi({});
    renderAt('/order-created', routes);
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it("says 'Order Not Found' when the order cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /orders/42': () => {
        throw apiError(404, 'Order not found');
      },
    });
    renderAt(entry, routes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
  });

  it('shows the order with its status (COMPLETED green, anything else yellow), items, status and delivery date', async () => {
    orderApi(order({ overallStatus: 'IN_PROGRESS', items: [orderItem({ status: 'SHIPPED', deliveryDate: '2026-12-01T00:00:00.000Z' })] }));
    renderAt(entry, routes);
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toHaveStyle({ color: '#854d0e' });
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('Delivery date: Dec 1, 2026')).toBeInTheDocument();
  });

  it('shows where the order goes and how it was paid (a card by its last 4 digits only), then View my orders and Continue shopping', async () => {
    const payment = { method: 'CREDIT_CARD' as const, cardBrand: 'VISA', cardLast4: '4242', cardName: 'Bea Buyer', paypalEmail: null, referenceNumber: null };
    orderApi(order({ payment }));
    renderAt(entry, routes);
    const shipTo = await screen.findByRole('region', { name: 'Ship to' });
    expect(shipTo).toHaveTextContent('Bea Buyer1 Main StSpringfieldIL 62701 USA');
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Card ending in 4242')).toBeInTheDocument();
    const next = screen.getByRole('navigation', { name: 'What next' });
    expect(within(next).getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/myorders');
    expect(within(next).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
  });

  it.each([
    [{ method: 'PAYPAL' as const, paypalEmail: 'bea@example.com' }, 'PayPal (bea@example.com)'],
    [{ method: 'PAYNOW' as const, referenceNumber: 'INV-9' }, 'PayNow, reference INV-9'],
  ])('shows a %j payment as %s', async (paid, shown) => {
    const payment = { cardBrand: null, cardLast4: null, cardName: null, paypalEmail: null, referenceNumber: null, ...paid };
    orderApi(order({ payment }));
    renderAt(entry, routes);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it("after Place Order the page and the cart use the checkout's answer: no second request for the order or the cart", async () => {
    const cardNumber = '4111111111114242';
    holdCardSecrets({ cardNumber, cvv: '987' });
    useSessionStore.setState({ cart: [cartLine({ productId: 1, name: 'Mug', price: 5, quantity: 2 })] });
    const placed = order({
      orderId: 77,
      payment: { method: 'CREDIT_CARD', cardBrand: 'VISA', cardLast4: '4242', cardName: 'Bea Buyer', paypalEmail: null, referenceNumber: null },
    });
    const api = mockApi({ 'POST /orders/checkout': () => ({ orderId: 77, order: placed }) });
    const checkout = {
      cart: useSessionStore.getState().cart,
      address: placed.address,
      payment: { method: 'CREDIT_CARD', details: { cardName: 'Bea Buyer', expiry: '12/39' }, cardLast4: '4242' },
    };
    renderAt({ pathname: '/checkout', state: checkout }, { '/checkout': <CheckoutPage />, ...routes });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Order #77' })).toBeInTheDocument();
    expect(screen.getByText('Card ending in 4242')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(cardNumber);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /orders/checkout']);
    expect(useSessionStore.getState().cart).toEqual([]);
  });

  it('shows COMPLETED in green', async () => {
    orderApi(order({ overallStatus: 'COMPLETED', items: [orderItem({ status: 'DELIVERED', reviewed: true })] }));
    renderAt(entry, routes);
    expect(await screen.findByText('Completed')).toHaveStyle({ color: '#166534' });
  });

  it('offers only the actions each status allows', async () => {
    orderApi(
      order({
        items: [
          orderItem({ productId: 1, status: 'PENDING' }),
          orderItem({ productId: 2, status: 'SHIPPED' }),
          orderItem({ productId: 3, status: 'DELIVERED' }),
          orderItem({ productId: 4, status: 'DELIVERED', reviewed: true }),
          orderItem({ productId: 5, status: 'DISPUTING' }),
        ],
      }),
    );
    renderAt(entry, routes);
    await screen.findByRole('heading', { name: 'Order #42' });
    const names = (name: string) => [...itemRow(name).querySelectorAll('a, button')].map((element) => element.textContent);
    expect(names('Product 1')).toEqual(['Product 1']);
    expect(names('Product 2')).toEqual(['Product 2', 'Mark Delivered', 'Raise Dispute']);
    expect(names('Product 3')).toEqual(['Product 3', 'Raise Dispute', 'Write a Review']);
    expect(within(itemRow('Product 3')).getByRole('link', { name: 'Write a Review: Product 3' })).toHaveAttribute('href', '/products/3/review');
    expect(names('Product 4')).toEqual(['Product 4', 'Raise Dispute']);
    expect(names('Product 5')).toEqual(['Product 5']);
  });

  it('offers Raise Dispute on a delivered item only while its dispute window is open, and says until when', async () => {
    const day = 86_400_000;
    orderApi(
      order({
        items: [
          orderItem({ productId: 1, status: 'DELIVERED', reviewed: true, disputeOpenUntil: new Date(Date.now() + 10 * day).toISOString() }),
          orderItem({ productId: 2, status: 'DELIVERED', reviewed: true, disputeOpenUntil: new Date(Date.now() - day).toISOString() }),
        ],
      }),
    );
    renderAt(entry, routes);
    await screen.findByRole('heading', { name: 'Order #42' });
    expect(within(itemRow('Product 1')).getByRole('button', { name: 'Raise Dispute: Product 1' })).toBeInTheDocument();
    expect(itemRow('Product 1')).toHaveTextContent(/You can raise a dispute until \w{3} \d{1,2}, \d{4}\./);
    expect(within(itemRow('Product 2')).queryByRole('button', { name: 'Raise Dispute: Product 2' })).not.toBeInTheDocument();
    expect(itemRow('Product 2')).not.toHaveTextContent('You can raise a dispute until');
  });

  it('shows what was refunded when the dispute was resolved', async () => {
    orderApi(order({ items: [orderItem({ status: 'RESOLVED', reviewed: true, refund: 4.5 })] }));
    renderAt(entry, routes);
    expect(await screen.findByText('Refunded $4.50 to the way you paid.')).toBeInTheDocument();
  });

  it('marks a shipped item delivered and shows the answer', async () => {
    const api = orderApi(order({ items: [orderItem({ status: 'SHIPPED' })] }), {
      'PUT /orders/buyer/status': () => order({ items: [orderItem({ status: 'DELIVERED' })] }),
    });
    renderAt(entry, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Delivered: Product 1' }));
    expect(api.callsTo('PUT /orders/buyer/status')).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Mark as delivered?' })).getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(api.callsTo('PUT /orders/buyer/status')[0].data).toEqual({ orderId: 42, productId: 1, status: 'DELIVERED' });
  });

  it("alerts 'Failed to mark item as delivered. Please try again.'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    orderApi(order({ items: [orderItem({ status: 'SHIPPED' })] }), {
      'PUT /orders/buyer/status': () => {
        throw apiError(409, 'Illegal');
      },
    });
    renderAt(entry, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Delivered: Product 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Mark as delivered?' })).getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Failed to mark item as delivered. Please try again.');
  });

  describe('Raise Dispute', () => {
    async function openDispute(overrides: Record<string, Handler>) {
      const api = orderApi(order({ items: [orderItem({ status: 'DELIVERED' })] }), overrides);
      renderAt(entry, routes);
      await userEvent.click(await screen.findByRole('button', { name: 'Raise Dispute: Product 1' }));
      return { api, dialog: screen.getByRole('dialog', { name: 'Raise a dispute for Product 1' }) };
    }

    it("requires a reason ('Reason is required') and says the seller should respond within 3 days", async () => {
      const { api, dialog } = await openDispute({});
      expect(dialog).toHaveTextContent('The seller should respond within 3 days; otherwise, please contact support.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Dispute' }));
      expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Reason is required');
      expect(api.callsTo('POST /orders/dispute')).toHaveLength(0);
    });

    it('sends reason and optional description, closes and shows the new status', async () => {
      const { api, dialog } = await openDispute({
        'POST /orders/dispute': () => order({ items: [orderItem({ status: 'DISPUTING', disputeReason: 'Broken' })] }),
      });
      await userEvent.type(within(dialog).getByLabelText('Reason'), 'Broken');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Dispute' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Disputing')).toBeInTheDocument();
      expect(api.callsTo('POST /orders/dispute')[0].data).toEqual({ orderId: 42, productId: 1, reason: 'Broken', description: '' });
    });

    it("says 'Failed to raise dispute. Try again.' and keeps the dialog open", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { dialog } = await openDispute({
        'POST /orders/dispute': () => {
          throw apiError(409, 'Illegal');
        },
      });
      await userEvent.type(within(dialog).getByLabelText('Reason'), 'Broken');
      await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'Cracked on arrival');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Dispute' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to raise dispute. Try again.');
    });
  });
});

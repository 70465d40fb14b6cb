import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@shop/shared';
import CheckoutPage from './checkout-page';
import { renderAt, signInAs, BUYER_ID } from '../test/render-page';
import { apiError, deferred, mockApi } from '../test/mock-api';
import { cartLine } from '../test/fixtures';
import type { CheckoutState } from '../storefront-types';
import { forgetCardSecrets, holdCardSecrets } from '../features/checkout/card-secrets';

const routes = { '/checkout': <CheckoutPage /> };
const address = { fullName: 'Ada Lovelace', street: '1 Main St', city: 'London', stateZipCountry: 'LDN 123 UK' };
const state: CheckoutState = {
  cart: [cartLine({ productId: 1, name: 'Mug', price: 0.1, quantity: 3 }), cartLine({ productId: 2, name: 'Lamp', price: 20.2 })],
  address,
  payment: { method: 'CREDIT_CARD', details: { cardName: 'Ada', expiry: '12/29' }, cardLast4: '1234' },
};
const secrets = { cardNumber: '4111111111111234', cvv: '123' };

beforeEach(() => {
  signInAs('BUYER');
  holdCardSecrets(secrets);
});
afterEach(() => jest.restoreAllMocks());

describe('/checkout', () => {
  it("says 'Missing cart data.' when opened without the cart's state", () => {
    mockApi({});
    renderAt('/checkout', routes);
    expect(screen.getByText('Missing cart data.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('reviews lines, address, payment (card as last 4 only) and the total', () => {
    mockApi({});
    renderAt({ pathname: '/checkout', state }, routes);
    expect(screen.getByRole('cell', { name: 'Mug' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent('Ada Lovelace1 Main StLondonLDN 123 UK');
    expect(screen.getByText('Card ending in 1234')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).not.toHaveTextContent('4111111111111234');
    expect(screen.getByText('Total: $20.50')).toBeInTheDocument();
  });

  it.each([
    [{ method: 'PAYPAL', details: { paypalEmail: 'ada@example.com' } }, 'PayPal (ada@example.com)'],
    [{ method: 'PAYNOW', details: { referenceNumber: 'INV-7' } }, 'PayNow, reference INV-7'],
    [{ method: 'PAYNOW', details: {} }, 'PayNow'],
  ] as const)('shows the %j payment as %s', (payment, shown) => {
    mockApi({});
    renderAt({ pathname: '/checkout', state: { ...state, payment } }, routes);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('places the order once with an Idempotency-Key, refreshes the cart and goes to /order-created', async () => {
    const answer = deferred<unknown>();
    const api = mockApi({ 'POST /orders/checkout': () => answer.promise, 'GET /cart/': () => ({ items: [] }) });
    useSessionStore.setState({ cart: state.cart });
    renderAt({ pathname: '/checkout', state }, routes);
    const place = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.dblClick(place);
    expect(screen.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
    answer.resolve({ orderId: 77 });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/order-created'));
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ orderId: 77 });
    expect(useSessionStore.getState().cart).toEqual([]);

    const calls = api.callsTo('POST /orders/checkout');
    expect(calls).toHaveLength(1);
    expect(calls[0].data).toEqual({
      userId: BUYER_ID,
      address,
      paymentMethod: 'CREDIT_CARD',
      paymentDetails: { ...state.payment.details, ...secrets },
      items: [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 1 },
      ],
      subtotal: 20.5,
    });
    expect(calls[0].config?.headers).toEqual({ 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{32,36}$/) });
  });

  it("alerts 'Order failed. Please try again.' and a retry sends the same Idempotency-Key", async () => {
    let attempts = 0;
    const api = mockApi({
      'POST /orders/checkout': () => {
        attempts += 1;
        if (attempts === 1) throw apiError(409, 'Not enough stock for Mug.');
        return { orderId: 78 };
      },
      'GET /cart/': () => ({ items: [] }),
    });
    renderAt({ pathname: '/checkout', state }, routes);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(/Order failed/).textContent).toBe('Order failed. Please try again.\nNot enough stock for Mug.');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/checkout');

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/order-created'));
    const [first, second] = api.callsTo('POST /orders/checkout');
    expect(second.config?.headers).toEqual(first.config?.headers);
  });

  it('asks for the card again when its details are no longer in memory, without offering Place Order', () => {
    forgetCardSecrets();
    mockApi({});
    renderAt({ pathname: '/checkout', state }, routes);
    expect(screen.getByText('For your safety, card details are not kept. Please enter them again in your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('tells sellers and admins they cannot buy', () => {
    signInAs('ADMIN');
    mockApi({});
    renderAt({ pathname: '/checkout', state }, routes);
    expect(screen.getByText('Sellers and administrators do not have purchasing permissions.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@shop/shared';
import CartPage from './cart-page';
import { renderAt, signInAs, BUYER_ID } from '../test/render-page';
import { mockApi, type Handler } from '../test/mock-api';
import { cartLine } from '../test/fixtures';
import { heldCardSecrets } from '../features/checkout/card-secrets';

// These tests type whole addresses and cards keystroke by keystroke: slow on a busy machine.
jest.setTimeout(30_000);

const routes = { '/cart': <CartPage /> };
const lines = [cartLine({ productId: 1, name: 'Mug', price: 4.5, quantity: 2, stock: 2 }), cartLine({ productId: 2, name: 'Lamp', price: 20 })];

function cartApi(overrides: Record<string, Handler> = {}) {
  return mockApi({ 'GET /cart/': () => ({ items: lines }), ...overrides });
}

async function fillAddress() {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Street address'), '1 Main St');
  await userEvent.type(screen.getByLabelText('City'), 'London');
  await userEvent.type(screen.getByLabelText('State / ZIP / Country'), 'LDN 123 UK');
}

/** The Credit Card tab, filled with the test card, Ada L's name, CVV 123 and this expiry. */
async function payByCard(expiry: string) {
  await userEvent.click(screen.getByRole('tab', { name: 'Credit Card' }));
  await userEvent.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
  await userEvent.type(screen.getByLabelText('Cardholder name'), 'Ada L');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await userEvent.type(screen.getByLabelText('CVV'), '123');
}

function alertDialog() {
  return screen.getByRole('alertdialog');
}

/** Proceed to Checkout is refused with an alert of this title (and text); OK dismisses it. */
async function proceedIsRefused(title: string, text?: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
  expect(within(alertDialog()).getByRole('heading', { name: title })).toBeInTheDocument();
  if (text) expect(alertDialog()).toHaveTextContent(text);
  await userEvent.click(within(alertDialog()).getByRole('button', { name: 'OK' }));
}

beforeEach(() => signInAs('BUYER'));
afterEach(() => jest.restoreAllMocks());

describe('/cart', () => {
  it("says 'Your cart is empty.'", async () => {
    mockApi({ 'GET /cart/': () => ({ items: [] }) });
    renderAt('/cart', routes);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('asks a guest to log in and tells sellers and admins they cannot buy', () => {
    signInAs(null);
    const { unmount } = renderAt('/cart', routes);
    expect(screen.getByText('Please log in to view your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    unmount();
    signInAs('SELLER');
    renderAt('/cart', routes);
    expect(screen.getByText('Sellers and administrators do not have purchasing permissions.')).toBeInTheDocument();
  });

  it('refreshes the cart from the server and shows lines and the summary in dollars', async () => {
    cartApi();
    renderAt('/cart', routes);
    expect(await screen.findByRole('link', { name: 'Mug' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getAllByText('$29.00')).toHaveLength(2);
    expect(within(summary).getByText('3')).toBeInTheDocument();
    expect(useSessionStore.getState().cart).toEqual(lines);
  });

  it('changes quantities and removes lines, replacing the cart with what the server returns', async () => {
    const api = cartApi({
      'PUT /cart/': () => ({ items: [lines[0], { ...lines[1], quantity: 2 }] }),
      'DELETE /cart/remove': () => ({ items: [lines[1]] }),
    });
    renderAt('/cart', routes);
    await screen.findByRole('link', { name: 'Mug' });
    // Mug has 2 of 2 in stock: + is off; Lamp can grow.
    expect(screen.getByRole('button', { name: 'Increase quantity of Mug' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Lamp' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Lamp' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Quantity of Lamp' })).toHaveTextContent('2'));
    expect(api.callsTo('PUT /cart/')[0].data).toEqual({ userId: BUYER_ID, productId: 2, quantity: 2 });

    const mugLine = screen.getByRole('link', { name: 'Mug' }).closest('li')!;
    await userEvent.click(within(mugLine).getByRole('button', { name: /^Remove: / }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mug' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /cart/remove')[0].params).toEqual({ userId: BUYER_ID, productId: 1 });
    expect(useSessionStore.getState().cart).toEqual([lines[1]]);
  });

  it('logs a failed cart change and shows nothing (PRODUCT.md §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cartApi({
      'PUT /cart/': () => {
        throw new Error('network');
      },
    });
    renderAt('/cart', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Lamp' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows address errors only after a field is touched', async () => {
    cartApi();
    renderAt('/cart', routes);
    const fullName = await screen.findByLabelText('Full name');
    expect(fullName).not.toHaveAccessibleDescription();
    await userEvent.click(fullName);
    await userEvent.tab();
    expect(fullName).toHaveAccessibleDescription('Full name is required');
    await userEvent.type(fullName, 'a'.repeat(51));
    expect(fullName).toHaveAccessibleDescription('Full name cannot exceed 50 characters');
    const street = screen.getByLabelText('Street address');
    await userEvent.click(street);
    await userEvent.tab();
    expect(street).toHaveAccessibleDescription('Street address is required');
    expect(screen.getByLabelText('City')).not.toHaveAccessibleDescription();
  });

  it("refuses to proceed without an address: 'Missing Address' / 'Please fill in all address fields.'", async () => {
    cartApi();
    renderAt('/cart', routes);
    await proceedIsRefused('Missing Address', 'Please fill in all address fields.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('State / ZIP / Country')).toHaveAccessibleDescription('State / ZIP / Country is required');
    expect(screen.getByTestId('path')).toHaveTextContent('/cart');
  });

  it('shows PayNow by default with the test UEN, and the tabs work with the keyboard', async () => {
    cartApi();
    renderAt('/cart', routes);
    const paynow = await screen.findByRole('tab', { name: 'PayNow' });
    expect(paynow).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('202600001T (TEST)')).toBeInTheDocument();
    paynow.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Credit Card' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByLabelText('Card number'));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'PayPal' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'PayNow' })).toHaveAttribute('aria-selected', 'true');
  });

  it("refuses incomplete card details with 'Missing Payment' and explains each field", async () => {
    cartApi();
    renderAt('/cart', routes);
    await fillAddress();
    await userEvent.click(screen.getByRole('tab', { name: 'Credit Card' }));
    await userEvent.type(screen.getByLabelText('Card number'), '1234');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1329');
    await userEvent.type(screen.getByLabelText('CVV'), '12');
    await proceedIsRefused('Missing Payment', 'Please fill in all payment fields.');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Card number must be 13-19 digits');
    expect(screen.getByLabelText('Cardholder name')).toHaveAccessibleDescription('Cardholder name is required');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('Expiry must be in MM/YY format');
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('CVV must be 3 or 4 digits');
  });

  it("refuses a bad PayPal email ('Valid PayPal email is required') and a PayNow reference over 20", async () => {
    cartApi();
    renderAt('/cart', routes);
    await fillAddress();
    await userEvent.type(screen.getByLabelText('Reference number'), 'r'.repeat(21));
    await userEvent.tab();
    expect(screen.getByLabelText('Reference number')).toHaveAccessibleDescription(
      'Reference number must be less than 20 characters',
    );
    await proceedIsRefused('Missing Payment');

    await userEvent.click(screen.getByRole('tab', { name: 'PayPal' }));
    await userEvent.type(screen.getByLabelText('PayPal email'), 'ada@');
    await userEvent.tab();
    expect(screen.getByLabelText('PayPal email')).toHaveAccessibleDescription('Valid PayPal email is required');
  });

  it('goes to /checkout with the cart, address and payment in navigation state, the card number and CVV in memory only', async () => {
    cartApi();
    renderAt('/cart', routes);
    await fillAddress();
    await payByCard('12/29');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/checkout');
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      cart: lines,
      address: { fullName: 'Ada Lovelace', street: '1 Main St', city: 'London', stateZipCountry: 'LDN 123 UK' },
      payment: { method: 'CREDIT_CARD', details: { cardName: 'Ada L', expiry: '12/29' }, cardLast4: '1111' },
    });
    expect(heldCardSecrets()).toEqual({ cardNumber: '4111111111111111', cvv: '123' });
  });

  it('refuses an expired card in the cart', async () => {
    cartApi();
    renderAt('/cart', routes);
    await fillAddress();
    await payByCard('01/20');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/cart');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('Card has expired');
  });

  it("refuses PayNow without its reference ('Missing Payment'), then proceeds with one", async () => {
    cartApi();
    renderAt('/cart', routes);
    await fillAddress();
    await proceedIsRefused('Missing Payment', 'Please fill in all payment fields.');
    expect(screen.getByTestId('path')).toHaveTextContent('/cart');
    await userEvent.type(screen.getByLabelText('Reference number'), 'INV-7');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/checkout');
    expect(JSON.parse(screen.getByTestId('state').textContent!).payment).toEqual({ method: 'PAYNOW', details: { referenceNumber: 'INV-7' } });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@shop/shared';
import WishlistPage from './wishlist-page';
import { renderAt, signInAs, BUYER_ID } from '../test/render-page';
import { mockApi, type Handler } from '../test/mock-api';
import { cartLine } from '../test/fixtures';

const routes = { '/wishlist': <WishlistPage /> };

function entry(id: number, extra: Record<string, unknown> = {}) {
  return { productId: id, product: { id, productId: id, name: `Item ${id}`, price: id, imageUrl: '', stock: 5, deleted: false, ratingAverage: 0, ratingCount: 0, ...extra } };
}

const many = Array.from({ length: 23 }, (_, index) => entry(index + 1));

function wishlistApi(items: unknown[], overrides: Record<string, Handler> = {}) {
  return mockApi({ 'GET /wishlist/getWishlist': () => ({ items }), ...overrides });
}

function rows() {
  return screen.getAllByRole('row').slice(1);
}

beforeEach(() => signInAs('BUYER'));
afterEach(() => jest.restoreAllMocks());

describe('/wishlist', () => {
  it('asks a guest to log in', () => {
    signInAs(null);
    renderAt('/wishlist', routes);
    expect(screen.getByText('Please log in to view your wishlist.')).toBeInTheDocument();
  });

  it("shows 'Loading…', then 'No items in your wishlist.' when empty", async () => {
    const api = wishlistApi([]);
    renderAt('/wishlist', routes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('No items in your wishlist.')).toBeInTheDocument();
    expect(api.calls[0].params).toEqual({ userId: BUYER_ID });
  });

  it('logs a failed load and shows the empty wishlist (PRODUCT.md §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /wishlist/getWishlist': () => {
        throw new Error('network');
      },
    });
    renderAt('/wishlist', routes);
    expect(await screen.findByText('No items in your wishlist.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('shows 5 rows by default and pages with First / Prev / Next / Last', async () => {
    wishlistApi(many);
    renderAt('/wishlist', routes);
    expect(await screen.findByRole('link', { name: 'Item 1' })).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(screen.getByLabelText('Rows per page')).toHaveValue('5');
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Item 6' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
  });

  it.each([
    ['10', 10, '1 / 3'],
    ['20', 20, '1 / 2'],
  ])('shows %s rows per page', async (option, count, position) => {
    wishlistApi(many);
    renderAt('/wishlist', routes);
    await screen.findByRole('link', { name: 'Item 1' });
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), option);
    expect(rows()).toHaveLength(count);
    expect(screen.getByText(position)).toBeInTheDocument();
  });

  it('removes an item, keeping what the server answers', async () => {
    const api = wishlistApi([entry(1), entry(2)], { 'DELETE /wishlist/items/1': () => ({ items: [entry(2)] }) });
    renderAt('/wishlist', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: Item 1' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Item 1' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /wishlist/items/1')[0].params).toEqual({ userId: BUYER_ID });
  });

  it('adds an item to the cart and the session cart follows', async () => {
    const api = wishlistApi([entry(1), entry(2, { stock: 0 })], {
      'POST /cart/add': () => ({ items: [cartLine({ productId: 1 })] }),
    });
    renderAt('/wishlist', routes);
    const row = (await screen.findByRole('link', { name: 'Item 2' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Add to Cart: Item 2' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Item 1' }));
    await waitFor(() => expect(useSessionStore.getState().cart).toEqual([cartLine({ productId: 1 })]));
    expect(api.callsTo('POST /cart/add')[0].data).toEqual({ userId: BUYER_ID, productId: 1, quantity: 1 });
  });
});

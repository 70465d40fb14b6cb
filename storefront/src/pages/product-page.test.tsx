import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFeedbackStore, useSessionStore } from '@shop/shared';
import ProductPage from './product-page';
import { renderAt, signInAs, BUYER_ID } from '../test/render-page';
import { apiError, mockApi, type Handler } from '../test/mock-api';
import { cartLine, page, product, productDetail } from '../test/fixtures';

const routes = { '/products/:id': <ProductPage /> };

function productApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /products/5': () => productDetail({ id: 5, name: 'Desk Lamp', stock: 3, category: 'Lighting' }),
    'GET /reviews/product/5': () => page([], 0),
    'GET /products/search': () => page([]),
    'GET /wishlist/saved': () => ({ productIds: [] }),
    ...overrides,
  });
}

beforeEach(() => signInAs('BUYER'));
afterEach(() => jest.restoreAllMocks());

describe('/products/{id}', () => {
  it('shows breadcrumbs, Back, the seller, price and stock', async () => {
    productApi();
    renderAt('/products/5', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(crumbs).getByRole('link', { name: 'Lighting' })).toHaveAttribute('href', '/products?category=Lighting');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Sold by Sally Seller')).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
  });

  it("uses the server's lowStock flag and shows Out of Stock without buying", async () => {
    productApi({ 'GET /products/5': () => productDetail({ id: 5, stock: 4, lowStock: true }) });
    const { unmount } = renderAt('/products/5', routes);
    expect(await screen.findByText('Low Stock: only 4 left')).toBeInTheDocument();
    unmount();
    productApi({ 'GET /products/5': () => productDetail({ id: 5, stock: 0 }) });
    renderAt('/products/5', routes);
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('bounds the quantity by 1 and the stock', async () => {
    productApi();
    renderAt('/products/5', routes);
    const more = await screen.findByRole('button', { name: 'Increase quantity' });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(less).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    expect(more).toBeDisabled();
  });

  it("adds the chosen quantity and replaces the session cart with the server's answer", async () => {
    const api = productApi({ 'POST /cart/add': () => ({ items: [cartLine({ productId: 5, quantity: 2 })] }) });
    renderAt('/products/5', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(useSessionStore.getState().cart).toEqual([cartLine({ productId: 5, quantity: 2 })]));
    expect(api.callsTo('POST /cart/add')[0].data).toEqual({ userId: BUYER_ID, productId: 5, quantity: 2 });
  });

  it('logs a failed add to cart and shows nothing (PRODUCT.md §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    productApi({
      'POST /cart/add': () => {
        throw apiError(409, 'Not enough stock');
      },
    });
    renderAt('/products/5', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(useFeedbackStore.getState().notices).toEqual([]);
  });

  it("says 'Added to wishlist!', then the button says the product is saved and opens the wishlist", async () => {
    productApi({ 'POST /wishlist/add': () => ({ items: [] }) });
    renderAt('/products/5', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Added to wishlist!')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '♥ In your Wishlist' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/wishlist');
  });

  it("shows a product the buyer saved earlier as saved (one call for its id); a duplicate add says 'Item already in wishlist.'", async () => {
    const api = productApi({ 'GET /wishlist/saved': () => ({ productIds: [5] }) });
    renderAt('/products/5', routes);
    expect(await screen.findByRole('button', { name: '♥ In your Wishlist' })).toBeInTheDocument();
    expect(api.callsTo('GET /wishlist/saved')[0].params).toEqual({ userId: BUYER_ID, productIds: '5' });
    expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).not.toBeInTheDocument();

    cleanup();
    productApi({ 'POST /wishlist/add': () => { throw apiError(409, 'Item already in wishlist.'); } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/products/5', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Item already in wishlist.')).toBeInTheDocument();
  });

  it('shows the average stars, review count and the 5★…1★ breakdown by the title', async () => {
    productApi({ 'GET /products/5': () => productDetail({ id: 5, name: 'Desk Lamp', ratingAverage: 4.25, ratingCount: 4, ratingBreakdown: [2, 1, 1, 0, 0] }) });
    renderAt('/products/5', routes);
    expect(await screen.findByRole('img', { name: 'Rated 4.3 out of 5 from 4 reviews' })).toBeInTheDocument();
    const breakdown = screen.getByRole('list', { name: 'Rating breakdown' });
    expect(within(breakdown).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5★25 stars: 2 reviews',
      '4★14 stars: 1 review',
      '3★13 stars: 1 review',
      '2★02 stars: 0 reviews',
      '1★01 star: 0 reviews',
    ]);
  });

  it('says a product without reviews is not yet rated, with no breakdown', async () => {
    productApi();
    renderAt('/products/5', routes);
    expect(await screen.findByText('Not yet rated')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rating breakdown' })).not.toBeInTheDocument();
  });

  it('sends a guest who adds to cart or wishlist to /login', async () => {
    signInAs(null);
    const api = productApi();
    renderAt('/products/5', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(api.callsTo('POST /cart/add')).toHaveLength(0);

    renderAt('/products/5', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(screen.getAllByTestId('path').at(-1)).toHaveTextContent('/login');
  });

  it.each(['SELLER', 'ADMIN'] as const)('tells a %s they cannot buy and shows no buying controls', async (role) => {
    signInAs(role);
    productApi();
    renderAt('/products/5', routes);
    expect(await screen.findByText('Sellers and administrators do not have purchasing permissions.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it('says a deleted product is deleted and offers no buying', async () => {
    productApi({ 'GET /products/5': () => productDetail({ id: 5, deleted: true }) });
    renderAt('/products/5', routes);
    expect(await screen.findByText('This product has been deleted and can no longer be bought.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it("shows the server's message or 'Failed to load product.' with a Reload button that tries again", async () => {
    let attempts = 0;
    productApi({
      'GET /products/5': () => {
        attempts += 1;
        if (attempts === 1) throw apiError(404, 'Product not found');
        if (attempts === 2) throw new Error('network');
        return productDetail({ id: 5, name: 'Desk Lamp' });
      },
    });
    renderAt('/products/5', routes);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { name: 'Failed to load product.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk Lamp' })).toBeInTheDocument();
  });

  it("shows 'Loading…' while the product loads", () => {
    productApi({ 'GET /products/5': () => new Promise(() => undefined) });
    renderAt('/products/5', routes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  describe('reviews', () => {
    it("says 'No reviews yet.' and asks for 5 per page, newest first", async () => {
      const api = productApi();
      renderAt('/products/5', routes);
      expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
      expect(api.callsTo('GET /reviews/product/5')[0].params).toEqual({ page: 0, size: 5, sort: 'dateCreated,desc' });
    });

    it("shows the server's message or 'Failed to load reviews.'", async () => {
      productApi({
        'GET /reviews/product/5': () => {
          throw apiError(500, 'Reviews are resting');
        },
      });
      const { unmount } = renderAt('/products/5', routes);
      expect(await screen.findByText('Reviews are resting')).toBeInTheDocument();
      unmount();
      productApi({
        'GET /reviews/product/5': () => {
          throw new Error('network');
        },
      });
      renderAt('/products/5', routes);
      expect(await screen.findByText('Failed to load reviews.')).toBeInTheDocument();
    });

    it('lists reviews and pages through them', async () => {
      const review = (id: number) => ({ id, username: `user${id}`, rating: 4, description: `Nice ${id}`, createdDate: '2026-10-01T00:00:00Z' });
      const api = productApi({
        'GET /reviews/product/5': (call) =>
          call.params?.page === 0 ? page([1, 2, 3, 4, 5].map(review), 2, 0) : page([review(6)], 2, 1),
      });
      renderAt('/products/5', routes);
      expect(await screen.findByText('Nice 5')).toBeInTheDocument();
      expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(5);
      const pager = screen.getByRole('navigation', { name: 'Reviews' });
      await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Nice 6')).toBeInTheDocument();
      expect(within(pager).getByText('2 / 2')).toBeInTheDocument();
      expect(api.callsTo('GET /reviews/product/5').at(-1)?.params).toMatchObject({ page: 1 });
    });

    it('dates each review in the shop\'s one date format ("Nov 21, 2026"), never "11/21/2026"', async () => {
      productApi({
        'GET /reviews/product/5': () => page([{ id: 1, username: 'ada', rating: 5, description: 'Bright.', createdDate: '2026-11-21T12:00:00Z' }], 1),
      });
      renderAt('/products/5', routes);
      const item = (await screen.findByText('Bright.')).closest('li')!;
      expect(within(item).getByText('Nov 21, 2026')).toBeInTheDocument();
      expect(item).not.toHaveTextContent(/\d{1,2}\/\d{1,2}\/\d{4}/);
    });
  });

  it("shows up to 8 related products of the same category under 'You might also like', never this one", async () => {
    const api = productApi({
      'GET /products/search': () => page([5, 11, 12].map((id) => product({ id, category: 'Lighting' }))),
    });
    renderAt('/products/5', routes);
    const related = await screen.findByRole('list', { name: 'You might also like' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(2);
    expect(within(related).queryByRole('link', { name: 'Product 5' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /products/search')[0].params).toMatchObject({ category: 'Lighting', size: 8, page: 0, excludeId: 5 });
  });
});

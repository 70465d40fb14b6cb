import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_TIMEOUT_MS } from '@shop/shared';
import ProductsPage from './products-page';
import { renderAt, signInAs } from '../test/render-page';
import { deferred, mockApi, type ApiCall } from '../test/mock-api';
import { page, product } from '../test/fixtures';

const routes = { '/products': <ProductsPage /> };

function catalogue(search: (call: ApiCall) => unknown = () => page([product({ id: 1 }), product({ id: 2 })], 3)) {
  return mockApi({
    'GET /products/search': search,
    'GET /products/categories': () => ['Books', 'Toys'],
    'GET /products/suggest': () => ({ suggestions: [] }),
  });
}

beforeEach(() => signInAs(null));
afterEach(() => jest.restoreAllMocks());

describe('/products', () => {
  it("shows 'Loading…' until the first page arrives, then the products", async () => {
    const answer = deferred<unknown>();
    catalogue(() => answer.promise);
    renderAt('/products', routes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => answer.resolve(page([product({ id: 1, name: 'Blue Mug' })])));
    expect(await screen.findByRole('link', { name: 'Blue Mug' })).toHaveAttribute('href', '/products/1');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 product$/);
  });

  it("says 'No products found.' when the page is empty", async () => {
    catalogue(() => page([], 0));
    renderAt('/products', routes);
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it('asks the server for page 0 of 20, newest first, with the 10 s search time-out', async () => {
    const api = catalogue();
    renderAt('/products', routes);
    await screen.findByRole('link', { name: 'Product 1' });
    const [call] = api.callsTo('GET /products/search');
    expect(call.params).toEqual({ page: 0, size: 20, sort: 'createdAt,desc', facets: true });
    expect(call.config?.timeout).toBe(SEARCH_TIMEOUT_MS);
  });

  it('truncates descriptions to 80 characters and shows prices with 2 decimals', async () => {
    catalogue(() => page([product({ id: 1, description: 'x'.repeat(120), price: 7.5 })]));
    renderAt('/products', routes);
    const description = await screen.findByText(/^x+…$/);
    expect(description.textContent).toHaveLength(80);
    expect(screen.getByText('$7.50')).toBeInTheDocument();
  });

  it('does not send 1-2 typed characters and says why under the box; 3 characters search', async () => {
    const api = catalogue();
    renderAt('/products', routes);
    await screen.findByRole('link', { name: 'Product 1' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'mu');
    expect(box).toHaveAccessibleDescription('Type at least 3 characters to search.');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.callsTo('GET /products/search').every((call) => !('q' in (call.params ?? {})))).toBe(true);
    expect(screen.getByTestId('search')).toHaveTextContent('');

    await userEvent.type(box, 'g');
    expect(box).not.toHaveAccessibleDescription('Type at least 3 characters to search.');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=mug'));
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ q: 'mug', page: 0 }));
    expect(screen.getByRole('button', { name: 'Remove filter Search: mug' })).toBeInTheDocument();
  });

  it("lists 'All' and the categories; choosing one filters, adds a removable chip and keeps it in the URL", async () => {
    const api = catalogue();
    renderAt('/products', routes);
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await within(categories).findByRole('button', { name: 'Toys' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?category=Toys');
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ category: 'Toys', page: 0 }));
    expect(within(categories).getByRole('button', { name: 'Toys' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Category: Toys' }));
    expect(screen.getByTestId('search')).toHaveTextContent('');
    await waitFor(() => expect(api.calls.at(-1)?.params).not.toHaveProperty('category'));
  });

  it("pages with Prev/Next and 'page / total': one-based on screen, zero-based to the server", async () => {
    const api = catalogue();
    renderAt('/products', routes);
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    expect(api.calls.at(-1)?.params).toMatchObject({ page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Next is also disabled while the page loads, so wait for the last page itself, then for Next to stay disabled.
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('a shared link restores search, category and page', async () => {
    const api = catalogue();
    renderAt('/products?q=lamp&category=Books&page=2', routes);
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    expect(api.callsTo('GET /products/search')[0].params).toMatchObject({ q: 'lamp', category: 'Books', page: 1 });
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('lamp');
    expect(screen.getByRole('button', { name: 'Remove filter Category: Books' })).toBeInTheDocument();
  });

  it('logs a failed search and shows no error, and never claims there are no products (PRODUCT.md §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    catalogue(() => {
      throw new Error('network down');
    });
    renderAt('/products', routes);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^0 products/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

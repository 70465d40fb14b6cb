import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductsPage from './products-page';
import { BUYER_ID, renderAt, signInAs } from '../test/render-page';
import { mockApi, type ApiCall } from '../test/mock-api';
import { page, product } from '../test/fixtures';

const routes = { '/products': <ProductsPage /> };

function catalogue(search: (call: ApiCall) => unknown = () => page([product({ id: 1 }), product({ id: 2 })], 3)) {
  return mockApi({
    'GET /products/search': search,
    'GET /products/categories': () => ['Books', 'Toys'],
    'GET /wishlist/saved': () => ({ productIds: [2] }),
    'GET /products/suggest': () => ({ suggestions: [] }),
  });
}

const lastSearch = (api: ReturnType<typeof catalogue>) => api.callsTo('GET /products/search').at(-1)?.params;

beforeEach(() => signInAs(null));
afterEach(() => jest.restoreAllMocks());

describe('/products: sort, price range, in stock, result count', () => {
  it('the sort control offers the six orders and keeps the choice in the URL', async () => {
    const api = catalogue();
    renderAt('/products?page=2', routes);
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newest',
      'Best match',
      'Price: low to high',
      'Price: high to low',
      'Top rated',
      'Name: A to Z',
    ]);
    await userEvent.selectOptions(sort, 'Top rated');
    // A new order starts again at the first page.
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?sort=rating%2Cdesc$/);
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ sort: 'rating,desc', page: 0 }));
    await userEvent.selectOptions(sort, 'Best match');
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?sort=relevance$/);
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ sort: 'relevance', page: 0 }));
  });

  it('applies a price range and in-stock only, shows them as removable chips, and removes them', async () => {
    const api = catalogue();
    renderAt('/products', routes);
    await screen.findByRole('link', { name: 'Product 1' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Min price ($)' }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price ($)' }), '25.5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({ minPrice: '10', maxPrice: '25.5', inStock: 'true' });
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ minPrice: '10', maxPrice: '25.5', inStock: true }));

    const chips = screen.getByRole('list', { name: 'Active filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Price: $10 – $25.5' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?inStock=true$/);
    expect(screen.getByRole('textbox', { name: 'Min price ($)' })).toHaveValue('');
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter In stock only' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    await waitFor(() => expect(lastSearch(api)).not.toHaveProperty('inStock'));
  });

  it('refuses a minimum above the maximum or a non-number before asking the server', async () => {
    const api = catalogue();
    renderAt('/products', routes);
    await screen.findByRole('link', { name: 'Product 1' });
    const calls = api.callsTo('GET /products/search').length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Min price ($)' }), '30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price ($)' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum price cannot be more than maximum price.');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Max price ($)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price ($)' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Prices must be numbers from 0 to 1,000,000.');
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(api.callsTo('GET /products/search')).toHaveLength(calls);
  });

  it('a shared link restores sort and filters (a swapped range is put in order; nonsense is dropped)', async () => {
    const api = catalogue();
    renderAt('/products?sort=price%2Cdesc&minPrice=50&maxPrice=5&inStock=true&category=Books', routes);
    await screen.findByRole('link', { name: 'Product 1' });
    expect(lastSearch(api)).toEqual({ page: 0, size: 20, sort: 'price,desc', minPrice: '5', maxPrice: '50', inStock: true, category: 'Books', facets: true });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price,desc');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter Price: $5 – $50' })).toBeInTheDocument();

    cleanup();
    const bad = catalogue();
    renderAt('/products?sort=bogus&minPrice=abc&inStock=yes', routes);
    await waitFor(() => expect(bad.callsTo('GET /products/search').length).toBeGreaterThan(0));
    expect(lastSearch(bad)).toEqual({ page: 0, size: 20, sort: 'createdAt,desc', facets: true });
  });

  it('offers the star steps with their counts, keeps the chosen one in the URL, and removes it', async () => {
    const facets = {
      categories: [],
      price: [],
      rating: [
        { atLeast: 4, count: 12 },
        { atLeast: 3, count: 20 },
        { atLeast: 2, count: 0 },
        { atLeast: 1, count: 0 },
      ],
      inStock: 30,
    };
    const api = catalogue(() => ({ ...page([product({ id: 1 })]), facets }));
    renderAt('/products?page=2', routes);
    const stars = await screen.findByRole('group', { name: 'Customer rating' });
    // Steps that would keep nothing are left out; each names its stars and gives its count as a description.
    expect(within(stars).getAllByRole('button').map((button) => button.textContent)).toEqual(['4★ stars & up12', '3★ stars & up20']);
    const fourUp = within(stars).getByRole('button', { name: '4 stars & up' });
    expect(fourUp).toHaveAccessibleDescription('12');
    await userEvent.click(fourUp);
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?minRating=4$/);
    await waitFor(() => expect(lastSearch(api)).toMatchObject({ minRating: 4, page: 0 }));
    expect(within(screen.getByRole('group', { name: 'Customer rating' })).getByRole('button', { name: '4 stars & up' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Rating: 4 stars and up' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    await waitFor(() => expect(lastSearch(api)).not.toHaveProperty('minRating'));

    cleanup();
    const shared = catalogue(() => ({ ...page([product({ id: 1 })]), facets }));
    renderAt('/products?minRating=3', routes);
    await waitFor(() => expect(lastSearch(shared)).toMatchObject({ minRating: 3 }));
    cleanup();
    const nonsense = catalogue();
    renderAt('/products?minRating=9', routes);
    await waitFor(() => expect(nonsense.callsTo('GET /products/search').length).toBeGreaterThan(0));
    expect(lastSearch(nonsense)).not.toHaveProperty('minRating');
  });

  it('says how many products match, and when the server only counted the first 10,000', async () => {
    catalogue(() => ({ ...page([product({ id: 1 })]), totalElements: 1234, totalPages: 62, totalCapped: false }));
    renderAt('/products', routes);
    expect(await screen.findByText('1,234 products')).toBeInTheDocument();
    cleanup();
    catalogue(() => ({ ...page([product({ id: 1 })]), totalElements: 10000, totalPages: 500, totalCapped: true }));
    renderAt('/products?q=lamp', routes);
    expect(await screen.findByText('More than 10,000 products')).toBeInTheDocument();
  });
});

describe('/products: cards that tell the truth', () => {
  it('shows stars and review count, and "Out of stock" on a product that cannot be bought', async () => {
    catalogue(() =>
      page([
        product({ id: 1, name: 'Rated', ratingAverage: 4.5, ratingCount: 12 }),
        product({ id: 2, name: 'Sold out', stock: 0 }),
      ]),
    );
    renderAt('/products', routes);
    const rated = (await screen.findByRole('link', { name: 'Rated' })).closest('article')!;
    expect(within(rated).getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(within(rated).queryByText('Out of stock')).not.toBeInTheDocument();
    const soldOut = screen.getByRole('link', { name: 'Sold out' }).closest('article')!;
    expect(within(soldOut).getByText('Out of stock')).toBeInTheDocument();
    expect(within(soldOut).getByText('Not yet rated')).toBeInTheDocument();
  });

  it("marks a signed-in buyer's saved products, with one call for the page's ids; a guest makes no such call", async () => {
    signInAs('BUYER');
    const api = catalogue(() => page([product({ id: 1, name: 'One' }), product({ id: 2, name: 'Two' })]));
    renderAt('/products', routes);
    const two = (await screen.findByRole('link', { name: 'Two' })).closest('article')!;
    expect(await within(two).findByText('♥ In your wishlist')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'One' }).closest('article')!).queryByText('♥ In your wishlist')).not.toBeInTheDocument();
    expect(api.callsTo('GET /wishlist/saved').map((call) => call.params)).toEqual([{ userId: BUYER_ID, productIds: '1,2' }]);

    cleanup();
    signInAs(null);
    const guest = catalogue(() => page([product({ id: 3, name: 'Three' })]));
    renderAt('/products', routes);
    await screen.findByRole('link', { name: 'Three' });
    expect(guest.callsTo('GET /wishlist/saved')).toHaveLength(0);
  });
});

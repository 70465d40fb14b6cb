import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductsPage from './products-page';
import { renderAt, signInAs } from '../test/render-page';
import { mockApi, type ApiCall } from '../test/mock-api';
import { page, product } from '../test/fixtures';

const routes = { '/products': <ProductsPage /> };

const SUGGESTIONS = [
  { text: 'bluetooth', kind: 'query' },
  { text: 'Electronics', kind: 'category' },
  { text: 'Portable Bluetooth Speaker', kind: 'product', productId: 7 },
];

function catalogue(search: (call: ApiCall) => unknown = () => page([product({ id: 1 })])) {
  return mockApi({
    'GET /products/search': search,
    'GET /products/categories': () => ['Books', 'Electronics'],
    'GET /products/suggest': (call) => ({ suggestions: String(call.params?.q).startsWith('bl') ? SUGGESTIONS : [] }),
  });
}

beforeEach(() => signInAs(null));
afterEach(() => jest.restoreAllMocks());

async function typeInBox(text: string) {
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  await userEvent.type(box, text);
  await screen.findByRole('listbox', { name: 'Search products' });
  return box;
}

describe('/products: the search box suggests as one types (WAI-ARIA combobox)', () => {
  it('asks from 2 characters and lists searches, categories and products, announced to screen readers', async () => {
    const api = catalogue();
    renderAt('/products', routes);
    const box = await typeInBox('bl');
    expect(api.callsTo('GET /products/suggest').map((call) => call.params)).toEqual([{ q: 'bl' }]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-describedby') && document.getElementById(option.getAttribute('aria-describedby')!)?.textContent])).toEqual([
      ['bluetoothSearch', 'Search'],
      ['ElectronicsCategory', 'Category'],
      ['Portable Bluetooth SpeakerProduct', 'Product'],
    ]);
    expect(screen.getByRole('option', { name: 'Portable Bluetooth Speaker' })).toHaveAccessibleDescription('Product');
    expect(screen.getByText('3 suggestions. Use the up and down arrows to choose.')).toBeInTheDocument();
  });

  it('arrows move through the options (round the list), Enter on a search runs it', async () => {
    catalogue();
    renderAt('/products', routes);
    const box = await typeInBox('bl');
    await userEvent.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('bluetooth');
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?q=bluetooth$/);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('a category suggestion filters by it; a product suggestion opens the product', async () => {
    catalogue();
    renderAt('/products', routes);
    await typeInBox('bl');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?category=Electronics$/);
    await typeInBox('bl');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/products/7');
  });

  it('Escape closes the list and keeps the text; Enter without a chosen option searches the text', async () => {
    catalogue();
    renderAt('/products', routes);
    const box = await typeInBox('blue');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('blue');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?q=blue$/);
  });
});

describe('/products: "Did you mean"', () => {
  it('under "No products found." offers the correction, which searches for it', async () => {
    const api = catalogue((call) => (call.params?.q === 'vluetooth' ? { ...page([], 0), didYouMean: 'bluetooth' } : page([product({ id: 3, name: 'Speaker' })])));
    renderAt('/products?q=vluetooth', routes);
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'bluetooth' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?q=bluetooth$/);
    expect(await screen.findByRole('link', { name: 'Speaker' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /products/search').at(-1)?.params).toMatchObject({ q: 'bluetooth' }));
  });
});

describe('/products: counts beside the filters (facets)', () => {
  const facets = {
    categories: [{ name: 'Electronics', count: 12_345 }, { name: 'Books', count: 3 }],
    price: [
      { min: 0, max: 10, count: 2 },
      { min: 10, max: 25, count: 0 },
      { min: 500, max: null, count: 1 },
    ],
    rating: [{ atLeast: 4, count: 1 }],
    inStock: 7,
  };

  it('shows each count as the description of its control, above the window as "10,000+", and a band sets the range', async () => {
    const api = catalogue(() => ({ ...page([product({ id: 1 })]), facets }));
    renderAt('/products?q=lamp', routes);
    await screen.findByRole('group', { name: 'Prices in these results' });
    expect(screen.getByRole('button', { name: 'Electronics' })).toHaveAccessibleDescription('10,000+');
    expect(screen.getByRole('button', { name: 'Books' })).toHaveAccessibleDescription('3');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toHaveAccessibleDescription('7');
    const bands = screen.getByRole('group', { name: 'Prices in these results' });
    expect(within(bands).getAllByRole('button').map((button) => button.textContent)).toEqual(['Under $102', '$500 and up1']);
    await userEvent.click(within(bands).getByRole('button', { name: 'Under $10' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/maxPrice=9\.99/);
    expect(api.callsTo('GET /products/search')[0]!.params).toMatchObject({ facets: true, q: 'lamp' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from './home-page';
import ProductManagementPage from './product-management-page';
import { mockApi, pageOf, product, renderStaff, resetStores, signInAs, sellerDashboardFixture } from '@shop/staff/testing';
import { scorecardFixture } from '@shop/shared/testing';

const SCORED = {
  id: 7,
  name: 'sam',
  memberSince: '2026-01-01T00:00:00.000Z',
  liveProducts: 1,
  scorecard: scorecardFixture([4, 1], 6, { shipped: [4, 5], delivered: [3, 5], disputed: [0, 5], resolved: [0, 0] }),
};

describe('seller home', () => {
  beforeEach(() => {
    resetStores();
    signInAs('SELLER', 7, 'sam');
  });

  it("greets the seller, shows the summary linking to each list, and the seller's own products", async () => {
    const calls = mockApi({
      'GET /orders/dashboard/seller': sellerDashboardFixture(),
      'GET /orders/summary': { outstandingOrders: 2, disputedOrders: 1, lowStockProducts: 5 },
      'GET /products/my-products': pageOf([product({ name: 'Blue Mug', description: 'x'.repeat(150) })]),
      'GET /sellers/7': SCORED,
    });
    renderStaff(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Welcome back, sam' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^2 Outstanding orders/ })).toHaveAttribute('href', '/manageorders?status=PENDING');
    expect(screen.getByRole('link', { name: /^5 Products low in stock/ })).toHaveAttribute('href', '/product-management?stock=low');
    expect(screen.getByRole('link', { name: /^1 Disputed orders/ })).toHaveAttribute('href', '/disputes');
    const card = (await screen.findByRole('heading', { name: 'Blue Mug' })).parentElement!;
    expect(within(card).getByText(/^x+…$/).textContent).toHaveLength(100);
    expect(calls.find((call) => call.url === '/products/my-products')?.params).toEqual({ sellerId: 7, page: 0, size: 12 });
  });

  it('shows the seller their own scorecard, as buyers see it, with a link to their public page', async () => {
    mockApi({
      'GET /orders/dashboard/seller': sellerDashboardFixture(),
      'GET /orders/summary': { outstandingOrders: 0, disputedOrders: 0, lowStockProducts: 0 },
      'GET /products/my-products': pageOf([]),
      'GET /sellers/7': SCORED,
    });
    renderStaff(<HomePage />);
    const scorecard = await screen.findByRole('region', { name: 'Seller scorecard' });
    expect(within(scorecard).getByText('Shipped within 2 days').nextElementSibling).toHaveTextContent('80%4 of 5 items');
    expect(within(scorecard).getByText('Disputes resolved').nextElementSibling).toHaveTextContent('No data yet0 of 0 disputes');
    expect(within(scorecard).getByRole('link', { name: 'See your shop page as buyers see it' })).toHaveAttribute('href', '/sellers/7');
  });
});

// No import has run: the page's Import CSV finds nothing to reconnect to.
const NO_IMPORT = { 'GET /products/import/jobs/latest': {} };
const listCalls = (calls: Array<{ url: string; params?: unknown }>) => calls.filter((call) => call.url === '/products/my-products');

describe('seller /product-management', () => {
  beforeEach(() => {
    resetStores();
    signInAs('SELLER', 7, 'sam');
  });

  it('lists only the seller\'s own products (seller filter) with Add Product enabled', async () => {
    const calls = mockApi({ ...NO_IMPORT, 'GET /products/my-products': pageOf([product({ name: 'Blue Mug', stock: 3 })]) });
    renderStaff(<ProductManagementPage />, '/product-management');
    expect(screen.getByRole('heading', { name: 'Manage Products', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Blue Mug/ })).toHaveTextContent('Low');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
    expect(screen.queryByRole('columnheader', { name: 'Seller' })).not.toBeInTheDocument();
    expect(listCalls(calls)[0]?.params).toEqual({ sellerId: 7, page: 0, size: 20 });
  });

  it("?stock=low (the summary's link) asks only for the products low in stock, and the filter switches back", async () => {
    const calls = mockApi({ ...NO_IMPORT, 'GET /products/my-products': pageOf([product({ name: 'Blue Mug', stock: 3 })]) });
    renderStaff(<ProductManagementPage />, '/product-management?stock=low');
    await screen.findByRole('row', { name: /Blue Mug/ });
    expect(screen.getByLabelText('Show')).toHaveValue('low');
    expect(listCalls(calls)[0]?.params).toEqual({ sellerId: 7, page: 0, size: 20, lowStock: true });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All products');
    await waitFor(() => expect(listCalls(calls).at(-1)?.params).toEqual({ sellerId: 7, page: 0, size: 20 }));
  });
});

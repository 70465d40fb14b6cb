import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalidateQueries, type SellerProfile } from '@shop/shared';
import SellerPage from './seller-page';
import { renderAt, signInAs } from '../test/render-page';
import { apiError, mockApi } from '../test/mock-api';
import { page, product } from '../test/fixtures';
import { scorecardFixture } from '@shop/shared/testing';

const routes = { '/sellers/:id': <SellerPage /> };

const profile = (overrides: Partial<SellerProfile> = {}): SellerProfile => ({
  id: 3,
  name: 'Sally Seller',
  memberSince: '2026-02-10T09:00:00.000Z',
  liveProducts: 2,
  scorecard: scorecardFixture([4.5, 2], 5, { shipped: [3, 4], delivered: [2, 4], disputed: [1, 4], resolved: [1, 1] }),
  ...overrides,
});

beforeEach(() => {
  invalidateQueries('seller:');
  signInAs(null);
});
afterEach(() => jest.restoreAllMocks());

describe('/sellers/{id}', () => {
  it("shows the seller, member since, the scorecard and only that seller's products", async () => {
    const api = mockApi({
      'GET /sellers/3': () => profile(),
      'GET /products/search': () => page([product({ id: 11, name: 'Walnut Lamp' })]),
      'GET /products/categories': () => [],
    });
    renderAt('/sellers/3', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sally Seller' })).toBeInTheDocument();
    expect(screen.getByText('Member since Feb 10, 2026 · 2 products for sale')).toBeInTheDocument();
    const scorecard = screen.getByRole('region', { name: 'Seller scorecard' });
    expect(within(scorecard).getByText('75%')).toBeInTheDocument();
    expect(within(scorecard).getByText('4.5 / 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products from Sally Seller' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Walnut Lamp/ })).toBeInTheDocument();
    expect(api.callsTo('GET /products/search').every((call) => call.params?.sellerId === 3)).toBe(true);
  });

  it("searches within the seller's products", async () => {
    const api = mockApi({
      'GET /sellers/3': () => profile(),
      'GET /products/search': () => page([]),
      'GET /products/categories': () => [],
    });
    renderAt('/sellers/3', routes);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search products' }), 'lamp{Enter}');
    expect(await screen.findByTestId('search')).toHaveTextContent('?q=lamp');
    const last = api.callsTo('GET /products/search').at(-1);
    expect(last?.params).toMatchObject({ q: 'lamp', sellerId: 3 });
  });

  it('an unknown seller gets a not-found page with a way to browse', async () => {
    mockApi({ 'GET /sellers/99': () => { throw apiError(404, 'Seller not found.'); } });
    renderAt('/sellers/99', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });

  it('a malformed id is not found without asking the server', async () => {
    const api = mockApi({});
    renderAt('/sellers/abc', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a failure other than 404 offers Reload, which asks again', async () => {
    let fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /sellers/4': () => {
        if (fail) throw apiError(500);
        return profile({ id: 4, name: 'Back Again' });
      },
      'GET /products/search': () => page([]),
      'GET /products/categories': () => [],
    });
    renderAt('/sellers/4', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this seller. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back Again' })).toBeInTheDocument();
  });
});

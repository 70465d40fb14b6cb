import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, mockApi, renderStaff, resetStores, sellerDashboardFixture as dashboard, signInAs } from '@shop/staff/testing';
import { SellerDashboardSection } from './components/seller-dashboard';

describe('seller dashboard', () => {
  beforeEach(() => {
    resetStores();
    signInAs('SELLER', 7, 'sam');
  });

  it('draws sales, orders by status and top products, each with its numbers in a table', async () => {
    const calls = mockApi({ 'GET /orders/dashboard/seller': dashboard(30) });
    renderStaff(<SellerDashboardSection />);
    expect(await screen.findByText('$45.50 from 2 orders (3 items) in the last 30 days.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/orders/dashboard/seller')?.params).toEqual({ days: 30 });
    expect(screen.getAllByTestId('bar-chart')).toHaveLength(3);
    for (const chart of screen.getAllByTestId('bar-chart')) expect(chart).toHaveAttribute('aria-hidden', 'true');

    const sales = screen.getByRole('region', { name: 'Sales per day' });
    expect(within(sales).getAllByRole('row')).toHaveLength(31);
    expect(within(sales).getByRole('row', { name: 'Nov 26 2 3 $45.50' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Orders by status' })).getByRole('row', { name: 'Pending 4' })).toBeInTheDocument();
    expect(screen.getByText('4 orders wait for you to ship. An order counts under each status its items are in.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Top 5 products' })).getByRole('row', { name: 'Blue Mug 3 $45.50' })).toBeInTheDocument();
  });

  it('switches to the last 90 days with one new call', async () => {
    const calls = mockApi({ 'GET /orders/dashboard/seller': (call: { params?: { days?: number } }) => dashboard(call.params?.days ?? 30) });
    renderStaff(<SellerDashboardSection />);
    await screen.findByText(/^\$45\.50 from .* in the last 30 days\.$/);
    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(await screen.findByText(/^\$45\.50 from .* in the last 90 days\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.url === '/orders/dashboard/seller').map((call) => call.params)).toEqual([{ days: 30 }, { days: 90 }]);
    expect(within(screen.getByRole('region', { name: 'Sales per day' })).getAllByRole('row')).toHaveLength(91);
  });

  it('says so when the dashboard cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /orders/dashboard/seller': fails(500) });
    renderStaff(<SellerDashboardSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard.');
  });

  it('tells a seller with no sales in the period so, instead of an empty chart', async () => {
    mockApi({ 'GET /orders/dashboard/seller': { ...dashboard(30), topProducts: [] } });
    renderStaff(<SellerDashboardSection />);
    await waitFor(() => expect(screen.getAllByText('No sales in the last 30 days yet.').length).toBeGreaterThan(0));
    expect(screen.getAllByTestId('bar-chart')).toHaveLength(2);
  });
});

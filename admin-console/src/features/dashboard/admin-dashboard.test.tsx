import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminDashboardFixture, mockApi, renderStaff, resetStores, signInAs } from '@shop/staff/testing';
import { AdminDashboardSection } from './components/admin-dashboard';

describe('admin dashboard', () => {
  beforeEach(() => {
    resetStores();
    signInAs('ADMIN', 1, 'admin');
  });

  it("draws the marketplace's sales, sign-ups per week and open disputes by age, each with its table", async () => {
    const calls = mockApi({ 'GET /orders/dashboard/admin': (call: { params?: { days?: number } }) => adminDashboardFixture(call.params?.days ?? 30) });
    renderStaff(<AdminDashboardSection />);
    expect(await screen.findByText('$120.00 from 5 orders in the last 30 days.')).toBeInTheDocument();
    expect(screen.getAllByTestId('bar-chart')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Marketplace sales per day' })).getByRole('row', { name: 'Nov 26 5 $120.00' })).toBeInTheDocument();
    expect(screen.getByText('12 new buyers and 2 new sellers in these weeks.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'New buyers and sellers per week' })).getByRole('row', { name: 'Nov 23 12 2' })).toBeInTheDocument();
    expect(screen.getByText('3 open, 1 of them escalated to you.')).toBeInTheDocument();
    const disputes = within(screen.getByRole('region', { name: 'Open disputes by age' }));
    expect(disputes.getByRole('row', { name: 'Under 1 day ago 1 0' })).toBeInTheDocument();
    expect(disputes.getByRole('row', { name: '3–7 days ago 2 1' })).toBeInTheDocument();
    expect(disputes.getByRole('row', { name: '30+ days ago 0 0' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(await screen.findByText('$120.00 from 5 orders in the last 90 days.')).toBeInTheDocument();
    expect(calls.map((call) => call.params)).toEqual([{ days: 30 }, { days: 90 }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutStatement } from '@shop/shared';
import { mockApi, renderStaff, resetStores, signInAs } from '@shop/staff/testing';
import PayoutsPage from '../../pages/payouts-page';

const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 });
const open: PayoutStatement = {
  id: 5, sellerId: 7, sellerName: 'sam', periodEnd: '2026-11-27T00:00:00.000Z', createdAt: '2026-11-26T09:00:00.000Z', status: 'OPEN', items: 2,
  grossCents: 5000, commissionCents: 500, refundCents: 0, netCents: 4500, paidAt: null, reference: null,
};
const commission = { rate: 10, sellers: [{ sellerId: 8, username: 'otto', rate: 8 }] };

describe('admin /payouts', () => {
  beforeEach(() => {
    resetStores();
    signInAs('ADMIN', 1, 'admin');
  });

  it('sets the marketplace rate and a seller\'s own, runs a payout, marks a statement paid', async () => {
    let paid = false;
    const calls = mockApi({
      'GET /money/commission': commission,
      'PUT /money/commission': { ...commission, rate: 12.5 },
      'GET /users': page([{ id: 7, username: 'sam', email: 'sam@example.test', role: 'SELLER', disabled: false }]),
      'PUT /money/commission/sellers/7': { rate: 12.5, sellers: [...commission.sellers, { sellerId: 7, username: 'sam', rate: 5 }] },
      'POST /money/payouts': { statements: [open] },
      'GET /money/statements': () => page([paid ? { ...open, status: 'PAID', paidAt: '2026-11-26T10:00:00.000Z', reference: 'TRF-9' } : open]),
      'PUT /money/statements/5/paid': () => ((paid = true), { ...open, status: 'PAID' }),
      'GET /money/revenue': { months: [{ month: '2026-10', commissionCents: 0, refundCents: 0 }, { month: '2026-11', commissionCents: 500, refundCents: 100 }] },
    });
    renderStaff(<PayoutsPage />, '/payouts');

    const rate = await screen.findByRole('textbox', { name: 'Marketplace rate (%)' });
    expect(rate).toHaveValue('10');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(screen.getByText('Enter a percentage from 0 to 100 with at most 2 decimals.')).toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Commission rate saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT' && call.url === '/money/commission')?.body).toEqual({ rate: 12.5 });

    await userEvent.type(screen.getByRole('textbox', { name: "Seller's username" }), 'sam');
    await userEvent.type(screen.getByRole('textbox', { name: 'Their rate (%)' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Set their rate' }));
    expect(await screen.findByText("sam's own rate is saved.")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sellers with their own rate' })).toHaveTextContent('sam5%');

    await userEvent.click(screen.getByRole('button', { name: 'Run payout' }));
    expect(await screen.findByText('1 statement made, $45.00 in all.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ periodEnd: new Date().toISOString().slice(0, 10) });

    const statements = screen.getByRole('region', { name: 'Statements and their totals' });
    await userEvent.click(await within(statements).findByRole('button', { name: 'Mark statement #5 (sam) paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark statement #5 paid' });
    expect(dialog).toHaveTextContent('Record that $45.00 was sent to sam. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByText('A payment reference is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment reference' }), 'TRF-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Statement #5 is marked paid.')).toBeInTheDocument();
    await waitFor(() => expect(within(statements).getByRole('row', { name: /#5/ })).toHaveTextContent('reference TRF-9'));
    expect(calls.find((call) => call.url === '/money/statements/5/paid')?.body).toEqual({ reference: 'TRF-9' });

    const revenue = screen.getByRole('region', { name: 'Commission revenue by month' });
    expect(within(revenue).getAllByRole('row').map((row) => row.textContent)).toEqual(['MonthCommission earnedRefunded to buyers', 'November 2026$5.00$1.00', 'October 2026$0.00$0.00']);
  });

  it('says when nobody is due anything and when a seller name is unknown', async () => {
    mockApi({ 'GET /money/commission': commission, 'GET /users': page([]), 'POST /money/payouts': { statements: [] }, 'GET /money/statements': page([]), 'GET /money/revenue': { months: [] } });
    renderStaff(<PayoutsPage />, '/payouts');
    await userEvent.type(await screen.findByRole('textbox', { name: "Seller's username" }), 'nobody');
    await userEvent.type(screen.getByRole('textbox', { name: 'Their rate (%)' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Set their rate' }));
    expect(await screen.findByText('No seller is named nobody.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run payout' }));
    expect(await screen.findByText('Nothing is due: no seller has money available that is not on a statement yet.')).toBeInTheDocument();
  });
});

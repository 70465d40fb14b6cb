import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemMoney, PayoutStatement } from '@shop/shared';
import { fails, mockApi, renderStaff, resetStores, signInAs } from '@shop/staff/testing';
import EarningsPage from '../../pages/earnings-page';

const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 });
const line = (overrides: Partial<ItemMoney> = {}): ItemMoney => ({
  orderId: 11, productId: 1, productName: 'Blue Mug', quantity: 2, placedAt: '2026-11-01T10:00:00.000Z', status: 'RESOLVED', grossCents: 2500,
  commissionRate: 10, commissionCents: 150, refundCents: 1000, netCents: 1350, state: 'AVAILABLE', availableAt: '2026-11-20T10:00:00.000Z', statementId: 3, ...overrides,
});
const statement: PayoutStatement = {
  id: 3, sellerId: 7, sellerName: 'sam', periodEnd: '2026-11-21T00:00:00.000Z', createdAt: '2026-11-21T09:00:00.000Z', status: 'PAID', items: 1,
  grossCents: 2500, commissionCents: 150, refundCents: 1000, netCents: 1350, paidAt: '2026-11-22T09:00:00.000Z', reference: 'TRF-0001',
};

describe('seller /earnings', () => {
  beforeEach(() => {
    resetStores();
    signInAs('SELLER', 7, 'sam');
  });

  it('shows pending, available and paid out, the rate, statements and each item\'s money', async () => {
    const calls = mockApi({
      'GET /sellers/7/balance': { pendingCents: 2250, availableCents: 1350, paidOutCents: 0, awaitingPayoutCents: 1350, commissionRate: 12.5 },
      'GET /money/statements': page([statement]),
      'GET /money/sellers/7/items': page([line(), line({ orderId: 12, refundCents: 0, commissionCents: 250, netCents: 2250, state: 'PENDING', availableAt: null, statementId: null })]),
      'GET /money/statements/3': { statement, lines: [line()] },
    });
    renderStaff(<EarningsPage />, '/earnings');
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('$22.50')).toBeInTheDocument();
    expect(balance).toHaveTextContent('Pending$22.50');
    expect(balance).toHaveTextContent('Available$13.50$13.50 of it on statements awaiting payment');
    expect(balance).toHaveTextContent('Your commission rate on new orders: 12.5%.');
    const items = await screen.findByRole('region', { name: 'Order items and their money' });
    const first = await within(items).findByRole('row', { name: /#11/ });
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 7)).toEqual(['#11', '2', '$25.00', '10%', '$1.50', '$10.00', '$13.50']);
    expect(first).toHaveTextContent(/Availablesince Nov 20, 2026.*on statement #3/);
    expect(within(items).getByRole('row', { name: /#12/ })).toHaveTextContent('Pending');
    const statements = screen.getByRole('region', { name: 'Statements and their totals' });
    expect(within(statements).getByRole('row', { name: /#3/ })).toHaveTextContent('PaidPaid Nov 22, 2026, reference TRF-0001');
    await userEvent.click(within(statements).getByRole('button', { name: 'View statement #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement #3' });
    expect(await within(dialog).findByRole('region', { name: 'Items on this statement' })).toHaveTextContent('Blue Mug');
    expect(calls.map((call) => call.url)).toEqual(expect.arrayContaining(['/sellers/7/balance', '/money/statements', '/money/sellers/7/items', '/money/statements/3']));
  });

  it('says so when the balance cannot be loaded, and when there is nothing yet', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /sellers/7/balance': fails(500), 'GET /money/statements': page([]), 'GET /money/sellers/7/items': page([]) });
    renderStaff(<EarningsPage />, '/earnings');
    expect(await screen.findByText('Failed to load your balance.')).toBeInTheDocument();
    expect(await screen.findByText('No payout statements yet.')).toBeInTheDocument();
    expect(await screen.findByText('No order items yet.')).toBeInTheDocument();
  });
});

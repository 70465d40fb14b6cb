import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyOrdersPage from './my-orders-page';
import { renderAt, signInAs, BUYER_ID } from '../test/render-page';
import { mockApi } from '../test/mock-api';
import { order } from '../test/fixtures';

const routes = { '/myorders': <MyOrdersPage /> };
const ordersPath = `GET /orders/user/${BUYER_ID}`;

beforeEach(() => signInAs('BUYER'));
afterEach(() => jest.restoreAllMocks());

describe('/myorders', () => {
  it("shows 'Loading…', then the buyer's orders", async () => {
    mockApi({ [ordersPath]: () => [order({ orderId: 2 }), order({ orderId: 1, overallStatus: 'COMPLETED' })] });
    renderAt('/myorders', routes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Order #2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order #1' })).toBeInTheDocument();
  });

  it("says 'You have no orders yet.'", async () => {
    mockApi({ [ordersPath]: () => [] });
    renderAt('/myorders', routes);
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });

  it("says 'Failed to load orders.'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [ordersPath]: () => {
        throw new Error('network');
      },
    });
    renderAt('/myorders', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders.');
  });

  it("filters by overall status and says 'No orders found.' when none match", async () => {
    mockApi({ [ordersPath]: () => [order({ orderId: 2 }), order({ orderId: 1, overallStatus: 'COMPLETED' })] });
    renderAt('/myorders', routes);
    await screen.findByRole('heading', { name: 'Order #2' });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'COMPLETED');
    expect(screen.queryByRole('heading', { name: 'Order #2' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order #1' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'IN_PROGRESS');
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
  });
});

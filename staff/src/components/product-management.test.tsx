import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAllProducts } from '../api/get-all-products';
import { ProductManagement } from './product-management';
import { fails, mockApi, pageOf, product, renderStaff, resetStores, signInAs } from '../test/staff-test-utils';

const SUMMARY = { outstandingOrders: 1, disputedOrders: 0, lowStockProducts: 2 };

function row(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

describe('ProductManagement', () => {
  beforeEach(() => {
    resetStores();
    signInAs('ADMIN', 1, 'admin');
  });

  it('labels stock status Deleted, Out of Stock, Low and In Stock, with a deleted row locked', async () => {
    mockApi({
      'GET /products': pageOf([
        product({ id: 1, name: 'Gone', stock: 50, deleted: true }),
        product({ id: 2, name: 'Empty', stock: 0 }),
        product({ id: 3, name: 'Few', stock: 20 }),
        product({ id: 4, name: 'Plenty', stock: 21, sellerName: 'otto' }),
      ]),
    });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd={false} showSeller />);
    await screen.findByRole('row', { name: /Gone/ });
    expect(within(row('Gone')).getByText('Deleted')).toBeInTheDocument();
    expect(within(row('Empty')).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(row('Few')).getByText('Low')).toBeInTheDocument();
    expect(within(row('Plenty')).getByText('In Stock')).toBeInTheDocument();
    expect(within(row('Plenty')).getByText('otto')).toBeInTheDocument();
    for (const action of ['View', 'Edit', 'Delete']) {
      expect(within(row('Gone')).getByRole('button', { name: new RegExp(`^${action}: `) })).toBeDisabled();
      expect(within(row('Plenty')).getByRole('button', { name: new RegExp(`^${action}: `) })).toBeEnabled();
    }
  });

  it('shows Add Product visibly disabled when the viewer may not add', async () => {
    mockApi({ 'GET /products': pageOf([product()]) });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd={false} />);
    const add = screen.getByRole('button', { name: 'Add Product' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Only sellers add products.');
    await screen.findByRole('row', { name: /Blue Mug/ });
  });

  it('opens the Add Product form when the viewer may add', async () => {
    signInAs('SELLER');
    mockApi({ 'GET /products': pageOf([]), 'GET /products/categories': [] });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd />);
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
  });

  it('asks before deleting, soft-deletes, then reloads the table and the summary', async () => {
    let deleted = false;
    const calls = mockApi({
      'GET /products': () => pageOf([product({ id: 5, name: 'Lamp', deleted })]),
      'DELETE /products/5': () => {
        deleted = true;
        return product({ id: 5, deleted: true });
      },
      'GET /orders/summary': SUMMARY,
    });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd={false} />);
    await userEvent.click(await within(await screen.findByRole('row', { name: /Lamp/ })).findByRole('button', { name: /^Delete: / }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete product?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(row('Lamp')).getByRole('button', { name: /^Delete: / }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete product?' })).getByRole('button', { name: 'Delete' }));
    expect(await within(row('Lamp')).findByText('Deleted')).toBeInTheDocument();
    expect(within(row('Lamp')).getByRole('button', { name: /^Edit: / })).toBeDisabled();
    expect(calls.some((call) => call.url === '/orders/summary')).toBe(true);
  });

  it('only logs a failed delete', async () => {
    mockApi({ 'GET /products': pageOf([product({ id: 5, name: 'Lamp' })]), 'DELETE /products/5': fails(500, 'Boom') });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd={false} />);
    await userEvent.click(await within(await screen.findByRole('row', { name: /Lamp/ })).findByRole('button', { name: /^Delete: / }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('views a product in a dialog', async () => {
    mockApi({ 'GET /products': pageOf([product({ name: 'Lamp', description: 'Warm light.' })]) });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd={false} />);
    await userEvent.click(await within(await screen.findByRole('row', { name: /Lamp/ })).findByRole('button', { name: /^View: / }));
    expect(within(screen.getByRole('dialog', { name: 'Lamp' })).getByText('Warm light.')).toBeInTheDocument();
  });

  it("shows 'Failed to load products.' with a Retry that loads again", async () => {
    let attempts = 0;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /products': () => {
        attempts += 1;
        if (attempts === 1) throw new Error('down');
        return pageOf([product({ name: 'Lamp' })]);
      },
    });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd={false} />);
    expect(await screen.findByText('Failed to load products.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Lamp/ })).toBeInTheDocument();
  });

  it('pages through the server list and searches with 3 or more characters only', async () => {
    const calls = mockApi({ 'GET /products': ({ params }: { params?: Record<string, unknown> }) => pageOf([product({ name: `Item ${params?.page}` })], Number(params?.page), 3) });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd={false} />);
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Item 1/ })).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(calls.at(-1)?.params).toEqual({ page: 1, size: 20 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'mu');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.some((call) => call.params?.q)).toBe(false);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'g');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ page: 0, size: 20, q: 'mug' }));
  });
});

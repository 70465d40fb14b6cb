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

  it('changes the chosen rows in one call after a check of the value and a confirmation; deleted rows cannot be chosen', async () => {
    signInAs('SELLER', 7, 'sam');
    const calls = mockApi({
      'GET /products': pageOf([product({ id: 1, name: 'Lamp' }), product({ id: 2, name: 'Vase' }), product({ id: 3, name: 'Gone', deleted: true })], 0, 3),
      'POST /products/bulk': { matched: 2, changed: 1, unchanged: 1, skipped: [] },
      'GET /orders/summary': SUMMARY,
    });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd />);
    await screen.findByRole('row', { name: /Lamp/ });
    expect(screen.getByRole('checkbox', { name: 'Select Gone' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toHaveAttribute('role', 'status');
    await userEvent.selectOptions(screen.getByLabelText('Change'), 'Set stock');
    await userEvent.type(screen.getByLabelText('New stock'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a whole number of 0 or more')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.clear(screen.getByLabelText('New stock'));
    await userEvent.type(screen.getByLabelText('New stock'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Change products?' });
    expect(confirm).toHaveTextContent('Set the stock to 25 for 2 products.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('1 changed, 1 already so, 0 skipped.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: '/products/bulk', params: undefined, body: { ids: [1, 2], stock: 25 } }]);
    expect(screen.getByRole('checkbox', { name: 'Select Lamp' })).not.toBeChecked();
  });

  it('chooses every product matching the search, beyond this page', async () => {
    signInAs('SELLER', 7, 'sam');
    const calls = mockApi({
      'GET /products': { ...pageOf([product({ id: 1, name: 'Lamp' })], 0, 3), totalElements: 45 },
      'POST /products/bulk': { matched: 45, changed: 45, unchanged: 0, skipped: [] },
      'GET /orders/summary': SUMMARY,
    });
    renderStaff(<ProductManagement loadPage={getAllProducts} canAdd bulkFilter={{ lowStock: true }} />);
    await screen.findByRole('row', { name: /Lamp/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Lamp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 45 matching' }));
    expect(screen.getByText('All 45 matching products selected')).toHaveAttribute('role', 'status');
    await userEvent.selectOptions(screen.getByLabelText('Change'), 'Delete');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete products?' })).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('45 changed, 0 already so, 0 skipped.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ filter: { lowStock: true }, delete: true });
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, useSessionStore, useStaffSummaryStore } from '@shop/shared';
import { Header } from './header';
import { fakeToken, renderAt } from '../../test/render-with-shell';

const getSpy = jest.spyOn(apiClient, 'get');

function signInAs(role: 'BUYER' | 'SELLER' | 'ADMIN', username = 'pat') {
  useSessionStore.getState().signIn(fakeToken({ sub: username, role, userId: 1 }));
}

function navLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Header', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    useStaffSummaryStore.getState().clear();
  });

  it('shows guests Shop, Login, Register and Help', () => {
    renderAt('/', { '/': <Header /> });
    expect(navLinks()).toEqual(['Marketplace', 'Shop', 'Login', 'Register', 'Help']);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/contact');
  });

  it("shows a buyer the cart badge that follows the shared cart, and the buyer's menu", async () => {
    signInAs('BUYER', 'bea');
    renderAt('/', { '/': <Header /> });
    // The signed-in entries are a chunk of their own: they appear once it has loaded.
    expect(await screen.findByRole('button', { name: 'Hi, bea' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    act(() => useSessionStore.getState().setCart([{ productId: 1, quantity: 2, name: 'Mug', price: 3, imageUrl: '', stock: 10 }]));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Hi, bea' }));
    const menu = screen.getByRole('menu', { name: 'Hi, bea' });
    expect(within(menu).getByRole('menuitem', { name: 'View Orders' })).toHaveAttribute('href', '/myorders');
    expect(within(menu).getByRole('menuitem', { name: 'My Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View Orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Wishlist' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hi, bea' })).toHaveFocus();
  });

  it('shows a seller the seller console links and the outstanding-orders bell', async () => {
    getSpy.mockResolvedValue({ data: { outstandingOrders: 4, disputedOrders: 1, lowStockProducts: 2 } });
    signInAs('SELLER');
    renderAt('/', { '/': <Header /> });
    expect(navLinks()).toEqual(expect.arrayContaining(['Manage Products', 'Manage Orders', 'Manage Disputes']));
    const bell = await screen.findByTitle('You have outstanding orders to be fulfilled');
    expect(await within(bell).findByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    expect(getSpy).toHaveBeenCalledWith('/orders/summary');
  });

  it('shows an admin All Users, All Products and All Orders', () => {
    getSpy.mockResolvedValue({ data: { outstandingOrders: 0, disputedOrders: 0, lowStockProducts: 0 } });
    signInAs('ADMIN');
    renderAt('/', { '/': <Header /> });
    expect(navLinks()).toEqual(expect.arrayContaining(['All Users', 'All Products', 'All Orders']));
    expect(navLinks()).not.toContain('Login');
  });

  it('logs out: clears session and cart and goes to /success-logout', async () => {
    signInAs('BUYER', 'bea');
    useSessionStore.getState().setCart([{ productId: 1, quantity: 1, name: 'Mug', price: 3, imageUrl: '', stock: 10 }]);
    renderAt('/', { '/': <Header /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Hi, bea' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(useSessionStore.getState()).toMatchObject({ token: null, cart: [] });
    expect(screen.getByTestId('path')).toHaveTextContent('/success-logout');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@shop/shared';
import UsersPage from './users-page';
import { fails, mockApi, pageOf, renderStaff, resetStores, signInAs } from '@shop/staff/testing';

const user = (overrides: Partial<User> = {}): User => ({ id: 5, username: 'bea', email: 'bea@example.com', role: 'BUYER', disabled: false, ...overrides });

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('/users', () => {
  beforeEach(() => {
    resetStores();
    signInAs('ADMIN', 1, 'admin');
  });

  it('lists users with username, email, role and Active/Disabled, one server page at a time', async () => {
    const calls = mockApi({
      'GET /users': ({ params }: { params?: Record<string, unknown> }) =>
        pageOf(params?.page === 1 ? [user({ id: 9, username: 'zed', email: 'zed@example.com' })] : [user(), user({ id: 6, username: 'sid', email: 'sid@example.com', role: 'SELLER', disabled: true })], Number(params?.page), 500),
    });
    renderStaff(<UsersPage />, '/users');
    await screen.findByRole('row', { name: /bea/ });
    expect(within(row('bea')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['bea@example.com', 'Buyer', 'Active']);
    expect(within(row('sid')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row('sid')).getByRole('button', { name: /^Enable: / })).toBeInTheDocument();
    expect(within(row('bea')).getByRole('button', { name: /^Disable: / })).toBeInTheDocument();
    expect(screen.getByText('1 / 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /zed/ })).toBeInTheDocument();
    expect(calls.at(-1)?.params).toEqual({ page: 1, size: 20 });
  });

  it('searches by username or email on the server', async () => {
    const calls = mockApi({ 'GET /users': pageOf([user()]) });
    renderStaff(<UsersPage />, '/users');
    await screen.findByRole('row', { name: /bea/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bea');
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ page: 0, size: 20, q: 'bea' }));
  });

  it('edits username and email with the role read-only', async () => {
    let saved = false;
    const calls = mockApi({
      'GET /users': () => pageOf([saved ? user({ username: 'bea2' }) : user()]),
      'PUT /users/5': () => {
        saved = true;
        return user({ username: 'bea2' });
      },
    });
    renderStaff(<UsersPage />, '/users');
    await userEvent.click(within(await screen.findByRole('row', { name: /bea/ })).getByRole('button', { name: /^Edit: / }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit bea' }));
    expect(dialog.getByLabelText('Role (cannot be changed)')).toHaveAttribute('readonly');
    await userEvent.clear(dialog.getByLabelText('Username'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    await userEvent.type(dialog.getByLabelText('Username'), 'bea2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /bea2/ })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ username: 'bea2', email: 'bea@example.com', role: 'BUYER' });
  });

  it("shows 'Failed to update user' with the server's reason", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /users': pageOf([user()]), 'PUT /users/5': fails(409, 'Username is already taken.') });
    renderStaff(<UsersPage />, '/users');
    await userEvent.click(within(await screen.findByRole('row', { name: /bea/ })).getByRole('button', { name: /^Edit: / }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update user');
    expect(alert).toHaveTextContent('Username is already taken.');
  });

  it("changes a password: required, then 'Password updated successfully'", async () => {
    const calls = mockApi({ 'GET /users': pageOf([user()]), 'PUT /users/5/password': '' });
    renderStaff(<UsersPage />, '/users');
    await userEvent.click(within(await screen.findByRole('row', { name: /bea/ })).getByRole('button', { name: /^Change Password: / }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change password for bea' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText('New password')).toHaveAccessibleDescription('New password is required');
    await userEvent.type(dialog.getByLabelText('New password'), 'new-secret-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ password: 'new-secret-1' });
  });

  it("shows 'Failed to update password'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /users': pageOf([user()]), 'PUT /users/5/password': fails(500) });
    renderStaff(<UsersPage />, '/users');
    await userEvent.click(within(await screen.findByRole('row', { name: /bea/ })).getByRole('button', { name: /^Change Password: / }));
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update password$/);
  });

  it("disables and enables a user; a failure shows 'Failed to update user status'", async () => {
    let disabled = false;
    const calls = mockApi({
      'GET /users': () => pageOf([user({ disabled })]),
      'PUT /users/5/disable': () => {
        disabled = true;
        return user({ disabled });
      },
      'PUT /users/5/enable': fails(500),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStaff(<UsersPage />, '/users');
    await userEvent.click(within(await screen.findByRole('row', { name: /bea/ })).getByRole('button', { name: /^Disable: / }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Disable bea?' })).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('User disabled.')).toBeInTheDocument();
    expect(await within(row('bea')).findByText('Disabled')).toBeInTheDocument();
    await userEvent.click(within(row('bea')).getByRole('button', { name: /^Enable: / }));
    expect(await screen.findByText('Failed to update user status')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual(['/users/5/disable', '/users/5/enable']);
  });

  it("shows 'Failed to load users.' and an empty state", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /users': fails(500) });
    const { unmount } = renderStaff(<UsersPage />, '/users');
    expect(await screen.findByText('Failed to load users.')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /users': pageOf([]) });
    renderStaff(<UsersPage />, '/users');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });
});

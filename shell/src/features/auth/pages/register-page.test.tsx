import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { useSessionStore } from '@shop/shared';
import { RegisterPage } from './register-page';
import { fakeToken, renderAt } from '../../../test/render-with-shell';
import { registerUser } from '../api/register-user';
import { loginUser } from '../api/login-user';

jest.mock('../api/register-user');
jest.mock('../api/login-user');
const mockedRegister = jest.mocked(registerUser);
const mockedLogin = jest.mocked(loginUser);

async function fill(values: { username?: string; email?: string; password?: string; confirm?: string }) {
  if (values.username) await userEvent.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    jest.resetAllMocks();
  });

  it('requires every field and a valid email', async () => {
    renderAt('/register', { '/register': <RegisterPage /> });
    await fill({ email: 'nope' });
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it("alerts 'Passwords do not match!' and sends nothing", async () => {
    renderAt('/register', { '/register': <RegisterPage /> });
    await fill({ username: 'sam', email: 'sam@example.com', password: 'one-password', confirm: 'another-one' });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Passwords do not match!');
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it("alerts the server's error, or 'Registration failed. Please try again.'", async () => {
    const headers = new AxiosHeaders();
    mockedRegister.mockRejectedValueOnce(
      new AxiosError('conflict', '409', { headers }, null, { status: 409, data: { error: 'Username is already taken.' }, statusText: '', headers, config: { headers } }),
    );
    renderAt('/register', { '/register': <RegisterPage /> });
    await fill({ username: 'sam', email: 'sam@example.com', password: 'long-enough', confirm: 'long-enough' });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Username is already taken.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    mockedRegister.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('registers the chosen role and signs the new seller in', async () => {
    mockedRegister.mockResolvedValueOnce({ id: 5, username: 'sally', email: 's@example.com', role: 'SELLER', disabled: false });
    mockedLogin.mockResolvedValueOnce({ id: 5, token: fakeToken({ sub: 'sally', role: 'SELLER', userId: 5 }) });
    renderAt('/register', { '/register': <RegisterPage /> });
    await userEvent.click(screen.getByRole('tab', { name: 'Seller' }));
    await fill({ username: 'sally', email: 's@example.com', password: 'long-enough', confirm: 'long-enough' });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(mockedRegister).toHaveBeenCalledWith({ username: 'sally', email: 's@example.com', password: 'long-enough', role: 'SELLER' });
    expect(useSessionStore.getState()).toMatchObject({ role: 'SELLER', username: 'sally' });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { useSessionStore } from '@shop/shared';
import { LoginPage } from './login-page';
import { fakeToken, renderAt } from '../../../test/render-with-shell';
import { loginUser } from '../api/login-user';

jest.mock('../api/login-user');
jest.mock('@shop/shared', () => ({ ...jest.requireActual('@shop/shared'), getCart: jest.fn(async () => [{ productId: 1, quantity: 3, name: 'Mug', price: 4, imageUrl: '' }]) }));
const mockedLogin = jest.mocked(loginUser);

function serverError(status: number, body: object) {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', String(status), { headers }, null, { status, data: body, statusText: '', headers, config: { headers } });
}

async function submit(identifier: string, password: string) {
  if (identifier) await userEvent.type(screen.getByLabelText('Email or username'), identifier);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('requires the identifier and the password', async () => {
    renderAt('/login', { '/login': <LoginPage /> });
    await submit('', '');
    expect(screen.getByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(mockedLogin).not.toHaveBeenCalled();
  });

  it("shows 'Login Failed' with the server's error text", async () => {
    mockedLogin.mockRejectedValueOnce(serverError(401, { error: 'Incorrect credentials or account does not exist.' }));
    renderAt('/login', { '/login': <LoginPage /> });
    await submit('sam', 'wrong-password');
    const dialog = await screen.findByRole('alertdialog', { name: 'Login Failed' });
    expect(dialog).toHaveTextContent('Incorrect credentials or account does not exist.');
  });

  it("falls back to 'Login failed. Please try again.' when the server says nothing", async () => {
    mockedLogin.mockRejectedValueOnce(new Error('network down'));
    renderAt('/login', { '/login': <LoginPage /> });
    await submit('sam', 'whatever1');
    expect(await screen.findByRole('alertdialog', { name: 'Login Failed' })).toHaveTextContent('Login failed. Please try again.');
  });

  it('treats an answer without a token as incorrect credentials', async () => {
    mockedLogin.mockResolvedValueOnce({ id: 3 });
    renderAt('/login', { '/login': <LoginPage /> });
    await submit('sam', 'whatever1');
    expect(await screen.findByRole('alertdialog', { name: 'Login Failed' })).toHaveTextContent(
      'Incorrect credentials or account does not exist.',
    );
  });

  it("starts the session from the token, fetches a buyer's cart and goes home", async () => {
    mockedLogin.mockResolvedValueOnce({ id: 9, token: fakeToken({ sub: 'bea', role: 'BUYER', userId: 9 }) });
    renderAt('/login', { '/login': <LoginPage /> });
    await submit('bea@example.com', 'secret-pass');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(useSessionStore.getState()).toMatchObject({ username: 'bea', role: 'BUYER', userId: 9 });
    expect(useSessionStore.getState().cart).toHaveLength(1);
  });

  it('explains why the user has to log in again after the server ended the session', () => {
    useSessionStore.getState().endSession('expired');
    renderAt('/login', { '/login': <LoginPage /> });
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  });
});

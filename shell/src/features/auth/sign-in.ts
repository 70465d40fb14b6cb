import { apiErrorText, getCart, useSessionStore } from '@shop/shared';
import { loginUser } from './api/login-user';
import { AUTH_TEXT } from './auth-text';

export type SignInResult = { ok: true } | { ok: false; message: string };

/** Logs in, starts the session from the token, and fetches a buyer's cart (PRODUCT.md §4). */
export async function signIn(identifier: string, password: string): Promise<SignInResult> {
  let answer;
  try {
    answer = await loginUser(identifier, password);
  } catch (error) {
    return { ok: false, message: apiErrorText(error, AUTH_TEXT.loginFailed) };
  }
  if (!answer.token) return { ok: false, message: AUTH_TEXT.noToken };

  const session = useSessionStore.getState();
  session.signIn(answer.token, answer.id);
  const { role, userId } = useSessionStore.getState();
  if (role === 'BUYER' && userId !== null) {
    try {
      session.setCart(await getCart(userId));
    } catch (error) {
      // PRODUCT.md §8: cart failures are logged, not shown.
      console.error('Could not fetch the cart after login', error);
    }
  }
  return { ok: true };
}

import type { Page } from '@playwright/test';

export interface Account {
  id: number;
  token: string;
  role: 'BUYER' | 'SELLER' | 'ADMIN';
  username: string;
}

/** Registers a user through the real API and logs in, answering the login result. */
export async function registerAndLogin(baseUrl: string, role: 'BUYER' | 'SELLER', prefix = role.toLowerCase()): Promise<Account> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const password = 'correct-horse-9';
  const register = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password, role }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: username, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return (await login.json()) as Account;
}

/** Puts a real session into the page's sessionStorage before the app starts, as a login would. */
export async function useSession(page: Page, account: Account) {
  const persisted = {
    state: { token: account.token, role: account.role, username: account.username, userId: account.id, cart: [], endedReason: null },
    version: 0,
  };
  await page.addInitScript((value) => sessionStorage.setItem('shop-session', value), JSON.stringify(persisted));
}

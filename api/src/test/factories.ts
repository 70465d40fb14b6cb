import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from './harness';

export type TestRole = 'BUYER' | 'SELLER';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: TestRole | 'ADMIN';
  token: string;
}

export const TEST_PASSWORD = 'correct-horse-42';

/** A username that no other test uses (letters, digits and _ only). */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export interface RegisterInput {
  role?: TestRole;
  username?: string;
  email?: string;
  password?: string;
}

/** POST /api/users and assert 201; answers the created user and the password used. */
export async function registerUser(t: TestApp, input: RegisterInput = {}) {
  const username = input.username ?? uniqueUsername(input.role?.toLowerCase() ?? 'buyer');
  const body = {
    username,
    email: input.email ?? `${username}@example.test`,
    password: input.password ?? TEST_PASSWORD,
    role: input.role ?? 'BUYER',
  };
  const response = await t.http.post('/api/users', body);
  assert.equal(response.status, 201, `register failed: ${response.text}`);
  return { ...(response.body as { id: number; username: string; email: string; role: TestRole; disabled: boolean }), password: body.password };
}

/** POST /api/users/login and assert 200; answers {id, token, role, username}. */
export async function login(t: TestApp, identifier: string, password: string) {
  const response = await t.http.post('/api/users/login', { identifier, password });
  assert.equal(response.status, 200, `login failed: ${response.text}`);
  return response.body as { id: number; token: string; role: string; username: string };
}

/** A registered, logged-in buyer or seller. */
export async function createUser(t: TestApp, role: TestRole = 'BUYER', input: Omit<RegisterInput, 'role'> = {}): Promise<TestUser> {
  const user = await registerUser(t, { ...input, role });
  const { token } = await login(t, user.username, user.password);
  return { id: user.id, username: user.username, email: user.email, password: user.password, role, token };
}

export const createBuyer = (t: TestApp) => createUser(t, 'BUYER');
export const createSeller = (t: TestApp) => createUser(t, 'SELLER');

/** The bootstrap administrator (from the app's ADMIN_* config), logged in. */
export async function loginAdmin(t: TestApp): Promise<TestUser> {
  const answer = await login(t, t.config.adminUsername, t.config.adminPassword);
  return { id: answer.id, username: answer.username, email: t.config.adminEmail, password: t.config.adminPassword, role: 'ADMIN', token: answer.token };
}

// Who a suite starts with: ADMIN is the bootstrap administrator, the others are registered and logged in.
const CAST_ROLES = { admin: 'ADMIN', seller: 'SELLER', otherSeller: 'SELLER', buyer: 'BUYER', intruder: 'BUYER' } as const;
type CastMember = keyof typeof CAST_ROLES;

/** A fresh app and the named people, for a suite's `before`: `({ t, seller } = await startWithCast('seller'))`. */
export async function startWithCast<M extends CastMember>(...members: M[]): Promise<{ t: TestApp } & Record<M, TestUser>> {
  const t = await startTestApp();
  const cast = {} as Record<M, TestUser>;
  for (const member of members) {
    const role = CAST_ROLES[member];
    cast[member] = role === 'ADMIN' ? await loginAdmin(t) : await createUser(t, role);
  }
  return { t, ...cast };
}

// What the signed-in first visits need (bench/budgets.json `firstVisit`): a buyer, a seller with one product and the
// administrator, signed in through the real API, as sessionStorage values the shell reads at start.
import { sessionFromLogin } from './browser.mjs';

async function call(baseUrl, path, body, token) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

async function registerAndLogin(baseUrl, role) {
  const username = `${role.toLowerCase()}${Date.now().toString(36)}`;
  const password = 'first-visit-password-1';
  await call(baseUrl, '/users', { username, email: `${username}@example.com`, password, role });
  return call(baseUrl, '/users/login', { identifier: username, password });
}

/** Sessions by role and a product id for `/products/{id}`. */
export async function firstVisitAccounts(baseUrl, adminPassword) {
  const buyer = await registerAndLogin(baseUrl, 'BUYER');
  const seller = await registerAndLogin(baseUrl, 'SELLER');
  const admin = await call(baseUrl, '/users/login', { identifier: 'admin', password: adminPassword });
  const product = await call(
    baseUrl,
    '/products',
    { name: 'Measured lamp', category: 'Home', description: 'A lamp to measure a first visit with.', price: 12.5, stock: 5, imageUrl: `${baseUrl}/api/uploads/missing.png` },
    seller.token,
  );
  return { productId: product.id, sessions: { BUYER: sessionFromLogin(buyer), SELLER: sessionFromLogin(seller), ADMIN: sessionFromLogin(admin) } };
}

/** Small helpers that set up test data through the real API. */
export const ADMIN = { identifier: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin12345' };

export async function apiCall<T = unknown>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function adminToken(baseUrl: string): Promise<string> {
  const answer = await apiCall<{ token: string }>(baseUrl, 'POST', '/users/login', undefined, ADMIN);
  return answer.token;
}

/** A unique username for this test run. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
}

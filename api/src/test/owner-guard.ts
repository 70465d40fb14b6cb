import assert from 'node:assert/strict';
import type { TestUser } from './factories';
import type { HttpResponse } from './http';

/**
 * A buyer's own list (cart, wishlist): no token is 401; a seller, an admin, or a buyer naming another user is 403
 * and sees none of the victim's items.
 */
export async function assertOwnListGuarded(
  others: { seller: TestUser; admin: TestUser; intruder: TestUser },
  call: (userId: number, token?: string) => Promise<HttpResponse>,
  victim: TestUser,
): Promise<void> {
  const { seller, admin, intruder } = others;
  assert.equal((await call(victim.id, '')).status, 401);
  for (const [user, userId] of [[seller, seller.id], [admin, admin.id], [admin, victim.id], [intruder, victim.id]] as const) {
    const response = await call(userId, user.token);
    assert.equal(response.status, 403, `${user.role} for user ${userId}: ${response.text}`);
    assert.equal(response.body.items, undefined);
  }
}

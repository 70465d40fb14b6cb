import { cartItemCount, readTokenClaims, SESSION_STORAGE_KEY, useSessionStore } from '../index';

function fakeToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('reads role, username and user id from the token payload', () => {
    useSessionStore.getState().signIn(fakeToken({ sub: 'sam', role: 'SELLER', userId: 7 }));
    const { role, username, userId } = useSessionStore.getState();
    expect({ role, username, userId }).toEqual({ role: 'SELLER', username: 'sam', userId: 7 });
  });

  it('falls back to a username claim and to the login answer id', () => {
    useSessionStore.getState().signIn(fakeToken({ username: 'bob', role: 'BUYER' }), 42);
    expect(useSessionStore.getState()).toMatchObject({ username: 'bob', role: 'BUYER', userId: 42 });
  });

  it('persists the session to sessionStorage and clears it, cart included, on sign-out', () => {
    useSessionStore.getState().signIn(fakeToken({ sub: 'amy', role: 'BUYER', userId: 3 }));
    useSessionStore.getState().setCart([{ productId: 1, quantity: 2, name: 'Mug', price: 5, imageUrl: '', stock: 10 }]);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).state).toMatchObject({ username: 'amy', cart: [{ quantity: 2 }] });
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ token: null, role: null, cart: [] });
  });

  it('remembers why a session ended when the server refused it', () => {
    useSessionStore.getState().signIn(fakeToken({ sub: 'amy', role: 'BUYER', userId: 3 }));
    useSessionStore.getState().endSession('expired');
    expect(useSessionStore.getState()).toMatchObject({ token: null, endedReason: 'expired' });
  });

  it('ignores an unknown role and a malformed token', () => {
    expect(readTokenClaims(fakeToken({ sub: 'x', role: 'ROOT' })).role).toBeNull();
    expect(readTokenClaims('garbage')).toEqual({ role: null, username: null, userId: null, exp: null });
  });

  it('counts units for the cart badge', () => {
    expect(cartItemCount([
      { productId: 1, quantity: 2, name: 'a', price: 1, imageUrl: '', stock: 10 },
      { productId: 2, quantity: 3, name: 'b', price: 1, imageUrl: '', stock: 10 },
    ])).toBe(5);
  });
});

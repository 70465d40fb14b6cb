import { loginReturnState, resumedAfterLogin, returnAfterLogin } from './return-after-login';

describe('return after login', () => {
  it('comes back to the page, with search and hash, handing back what was pending', () => {
    const state = loginReturnState({ pathname: '/products/7', search: '?x=1', hash: '#reviews' }, { kind: 'cart', productId: 7 });
    expect(returnAfterLogin(state)).toEqual({ to: '/products/7?x=1#reviews', state: { resume: { kind: 'cart', productId: 7 } } });
    expect(resumedAfterLogin({ resume: 'x' })).toBe('x');
    expect(resumedAfterLogin(null)).toBeUndefined();
  });

  it('goes home when there is nowhere safe to return to', () => {
    for (const from of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil', '/login', '/register?x', '/success-logout']) {
      expect(returnAfterLogin(from === undefined ? null : { from })).toEqual({ to: '/' });
    }
    expect(returnAfterLogin({ from: '/myorders' })).toEqual({ to: '/myorders' });
  });
});

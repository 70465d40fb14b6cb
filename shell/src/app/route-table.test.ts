import { guardRoute, pageFor, REMOTE_ROUTES, type RemoteRoute } from './route-table';

const guarded: RemoteRoute = { path: '/manageorders', pages: { default: { remote: 'seller-console', module: './X' } }, roles: ['SELLER', 'ADMIN'] };

describe('route guards', () => {
  it('sends a guest to /login from a guarded route', () => {
    expect(guardRoute(guarded, 'GUEST')).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('sends a wrong role to /', () => {
    expect(guardRoute(guarded, 'BUYER')).toEqual({ allow: false, redirectTo: '/' });
  });

  it('lets an allowed role in, and everyone into open routes', () => {
    expect(guardRoute(guarded, 'ADMIN')).toEqual({ allow: true });
    const contact = REMOTE_ROUTES.find((route) => route.path === '/contact')!;
    expect(guardRoute(contact, 'GUEST')).toEqual({ allow: true });
  });
});

describe('page ownership', () => {
  it('mounts the home page of the remote that serves each audience', () => {
    const home = REMOTE_ROUTES.find((route) => route.path === '/')!;
    expect(pageFor(home, 'GUEST')?.remote).toBe('storefront');
    expect(pageFor(home, 'BUYER')?.remote).toBe('storefront');
    expect(pageFor(home, 'SELLER')?.remote).toBe('seller-console');
    expect(pageFor(home, 'ADMIN')?.remote).toBe('admin-console');
  });
});

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

describe('PRODUCT.md guarded routes', () => {
  const route = (path: string) => REMOTE_ROUTES.find((entry) => entry.path === path)!;
  it.each([
    ['/product-management', ['SELLER', 'ADMIN']],
    ['/disputes', ['SELLER']],
    ['/escalated-disputes', ['ADMIN']],
    ['/users', ['ADMIN']],
    ['/manageorders', ['SELLER', 'ADMIN']],
    ['/order-created', ['BUYER']],
    ['/myorders', ['BUYER']],
  ])('%s is only for %j', (path, roles) => {
    expect(route(path).roles).toEqual(roles);
    for (const role of roles) expect(pageFor(route(path), role as 'BUYER')).toBeDefined();
  });

  it('mounts the seller console for sellers and the admin console for admins on shared routes', () => {
    expect(pageFor(route('/manageorders'), 'SELLER')?.remote).toBe('seller-console');
    expect(pageFor(route('/manageorders'), 'ADMIN')?.remote).toBe('admin-console');
    expect(pageFor(route('/product-management'), 'ADMIN')?.remote).toBe('admin-console');
  });
});

// The shell's route table and the remotes' page declarations must agree: every page the shell routes to is one
// the remote exposes, at the path the remote itself answers standalone, and no exposed page goes unrouted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REMOTE_ROUTES } from '../../shell/src/app/route-table';
import { PAGES as STOREFRONT } from '../../storefront/src/pages';
import { PAGES as SELLER_CONSOLE } from '../../seller-console/src/pages';
import { PAGES as ADMIN_CONSOLE } from '../../admin-console/src/pages';
import APPS_FILE from '../../apps.json' with { type: 'json' };

const DECLARED: Record<string, Record<string, { file: string; path: string }>> = {
  storefront: STOREFRONT,
  'seller-console': SELLER_CONSOLE,
  'admin-console': ADMIN_CONSOLE,
};

test('every remote in apps.json has its page declarations checked here', () => {
  const remotes = Object.keys(APPS_FILE.apps).filter((name) => name !== APPS_FILE.host);
  assert.deepEqual(remotes.sort(), Object.keys(DECLARED).sort());
});

test('each routed page is exposed by its remote, at the same path', () => {
  for (const route of REMOTE_ROUTES) {
    for (const ref of Object.values(route.pages)) {
      const page = DECLARED[ref.remote]?.[ref.module.replace(/^\.\//, '')];
      assert.ok(page, `${route.path} routes to ${ref.remote} ${ref.module}, which the remote does not expose`);
      assert.equal(page.path, route.path, `${ref.remote} ${ref.module} answers ${page.path} standalone but the shell routes ${route.path}`);
    }
  }
});

test('each exposed page is routed by the shell', () => {
  const routed = new Set(REMOTE_ROUTES.flatMap((route) => Object.values(route.pages).map((ref) => `${ref.remote} ${ref.module}`)));
  for (const [remote, pages] of Object.entries(DECLARED)) {
    for (const name of Object.keys(pages)) assert.ok(routed.has(`${remote} ./${name}`), `${remote} exposes ${name} but no route uses it`);
  }
});

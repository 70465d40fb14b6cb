// Proves the boundaries hold: each forbidden arrow is reported by the real lint config, each allowed one is not.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The import-zones messages ESLint reports for `code` placed at `file`. */
async function zoneErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((message) => message.ruleId === 'boundaries/import-zones').map((message) => message.message);
}

const forbidden = [
  ['a feature imports another feature', 'storefront/src/features/cart/components/x.tsx', "import { a } from '../../catalogue/api/get-products';"],
  ['a remote imports another remote', 'storefront/src/pages/x.tsx', "import { a } from '../../../seller-console/src/seller-text';"],
  ['the shell imports a remote by path', 'shell/src/app/x.ts', "import { a } from '../../../storefront/src/pages/cart-page';"],
  ['an app reaches into the kernel by path', 'storefront/src/pages/x.tsx', "import { a } from '../../../shared/src/session/session-store';"],
  ['an app reaches into the kernel by deep package path', 'shell/src/app/x.ts', "import { a } from '@shop/shared/src/constants';"],
  ['the shell imports the staff library', 'shell/src/app/x.ts', "import { a } from '@shop/staff';"],
  ['the storefront imports the staff library', 'storefront/src/pages/x.tsx', "import { a } from '@shop/staff';"],
  ['the kernel imports an app', 'shared/src/ui/x.tsx', "import { a } from '../../../shell/src/app/app';"],
  ['the kernel imports the staff library', 'shared/src/ui/x.tsx', "import { a } from '@shop/staff';"],
  ['the staff library imports a console', 'staff/src/components/x.tsx', "import { a } from '../../../seller-console/src/seller-text';"],
  ['staff test helpers outside tests', 'seller-console/src/pages/x.tsx', "import { a } from '@shop/staff/testing';"],
  ['kernel fixtures outside tests', 'storefront/src/pages/x.tsx', "import { a } from '@shop/shared/testing';"],
  ['an API module imports a sibling module', 'api/src/modules/wishlist/x.ts', "import { a } from '../cart/cart.repository';"],
  ['the API imports front-end code', 'api/src/modules/cart/x.ts', "import { a } from '../../../../shared/src/constants';"],
  ['a front-end app imports the API', 'storefront/src/pages/x.tsx', "import { a } from '../../../api/src/modules/products/products.schemas';"],
  ['an app imports test tooling', 'storefront/src/pages/x.tsx', "import { a } from '../../../e2e/support/api';"],
];

for (const [name, file, code] of forbidden) {
  test(`lint refuses: ${name}`, async () => {
    const errors = await zoneErrors(file, code);
    assert.equal(errors.length, 1, `expected one boundary error for ${file}: ${code}`);
  });
}

const allowed = [
  ['a page composes two features', 'storefront/src/pages/x.tsx', "import { a } from '../features/cart/api/add-cart-item';\nimport { b } from '../features/catalogue/api/get-products';"],
  ['a feature uses app-wide components', 'storefront/src/features/cart/components/x.tsx', "import { a } from '../../../components/pager';"],
  ['an app uses the kernel package', 'storefront/src/pages/x.tsx', "import { a } from '@shop/shared';"],
  ['the shell uses the constants entry', 'shell/src/app/x.ts', "import { a } from '@shop/shared/constants';"],
  ['a console uses the staff library', 'admin-console/src/pages/x.tsx', "import { a } from '@shop/staff';"],
  ['a console test uses the staff test helpers', 'admin-console/src/pages/x.test.tsx', "import { a } from '@shop/staff/testing';"],
  ['a storefront test uses the kernel fixtures', 'storefront/src/test/fixtures.ts', "import { a } from '@shop/shared/testing';"],
  ['an API module uses the shared lib', 'api/src/modules/wishlist/x.ts', "import { a } from '../../lib/common-schemas';"],
  ['a browser test quotes an app text', 'e2e/tests/x.spec.ts', "import { a } from '../../storefront/src/storefront-text';"],
  ['the shell reads the one list of apps', 'shell/src/app/x.ts', "import APPS from '../../../apps.json';"],
  ['an app config uses the webpack factory', 'storefront/webpack.config.ts', "import { a } from '../webpack.config.base';"],
];

for (const [name, file, code] of allowed) {
  test(`lint allows: ${name}`, async () => {
    assert.deepEqual(await zoneErrors(file, code), []);
  });
}

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/import-zones.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Rooms and arrows: docs/ARCHITECTURE.md.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/import-zones': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'e2e/**', 'api/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['shared/**', 'staff/**', 'shell/**', 'storefront/**', 'seller-console/**', 'admin-console/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Module Federation shares @shop/shared/router, which names only what the apps use; importing react-router-dom
    // itself would bundle a second, unshared React Router. Tests render outside federation and may use it.
    files: ['shared/**', 'staff/**', 'shell/**', 'storefront/**', 'seller-console/**', 'admin-console/**'],
    ignores: ['shared/src/router.ts', '**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router-dom', message: "Import from '@shop/shared/router' (the shared, narrowed React Router)." }] }],
    },
  },
  {
    // Playwright fixtures take `{}` and call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  { files: ['**/*.test.{ts,tsx}', 'jest.setup-web.ts'], languageOptions: { globals: { ...globals.jest } } },
);

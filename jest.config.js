// One Jest run covers every front-end workspace. The API's tests use node:test (see api/README.md).
// tsconfig.test.json has isolatedModules, so ts-jest only transpiles (typecheck is its own step).
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.test.json' }];

const webProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.tsx?$': tsJest },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-web.ts'],
  moduleNameMapper: { '\\.(css|png|jpe?g|svg|webp|gif)$': '<rootDir>/../jest.file-stub.js' },
});

module.exports = {
  // Typing into forms with user-event takes seconds on a busy 2-core machine; 5 s (the default) failed tests at random.
  testTimeout: 20_000,
  projects: [
    webProject('shared'),
    webProject('staff'),
    webProject('shell'),
    webProject('storefront'),
    webProject('seller-console'),
    webProject('admin-console'),
  ],
};

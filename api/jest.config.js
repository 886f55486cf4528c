/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|e2e-spec)\\.ts$',
  // Transpile only (isolatedModules): `npm run typecheck` checks the types, so the tests do not
  // type-check every file again.
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  moduleNameMapper: { '^@medstaff/domain$': '<rootDir>/../domain/src/index.ts' },
  // One migrated template database per dialect and run; test databases are copies (test/template-database.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
};

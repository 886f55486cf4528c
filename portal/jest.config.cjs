// Packages that ship only ES modules must be transformed by swc as well; list them here.
const esmOnlyPackages = [];

/** @type {import('jest').Config} */
module.exports = {
  // Like jsdom, but with Node's fetch, Request, AbortSignal and TextEncoder, which
  // react-router's data router needs.
  testEnvironment: 'jest-fixed-jsdom',
  // Whole forms are filled through MUI in some tests; leave room on a busy machine.
  testTimeout: 30000,
  roots: ['<rootDir>/src'],
  // Dates are Berlin time on any device: the suite runs in America/New_York (see the file).
  globalSetup: '<rootDir>/src/testing/global-setup.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@medstaff/domain$': '<rootDir>/../domain/src/index.ts',
    '\\.(css|svg|png)$': '<rootDir>/src/testing/file-stub.cjs',
  },
  transformIgnorePatterns:
    esmOnlyPackages.length > 0 ? [`/node_modules/(?!(?:${esmOnlyPackages.join('|')})/)`] : ['/node_modules/'],
};

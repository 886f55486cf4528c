/**
 * Packages published only as ES modules; everything else in node_modules stays untransformed.
 * Add a package here when Jest fails with "Cannot use import statement outside a module".
 */
const esmOnlyPackages = ['react-hotkeys-hook'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  // Dates are Berlin time on any device: the suite runs in America/New_York (see the file).
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
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
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@medstaff/domain$': '<rootDir>/../domain/src/index.ts',
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
  },
};

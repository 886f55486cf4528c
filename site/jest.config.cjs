/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@medstaff/domain$': '<rootDir>/../domain/src/index.ts',
    // astro/zod re-exports zod as ES modules; Jest loads zod's CommonJS build directly.
    '^astro/zod$': 'zod',
    // Styles are bundled by Astro; in tests they are empty modules.
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
  },
};

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ENTITY_EXCEPTIONS, FOLDERS, placeOf } from './scripts/module-map.mjs';

/**
 * Modules own their tables (issue 26, docs/module-plan.md): a file of api/src may import the
 * entities and repositories of its own module only; other modules are reached through their
 * exported services. The exceptions, each with its reason, are in scripts/module-map.mjs.
 */
const ownTablesOnly = Object.entries(FOLDERS).map(([folder, { module }]) => ({
  files: [`api/src/${placeOf(folder)}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: Object.entries(FOLDERS)
              .filter(([, other]) => other.module !== module)
              .flatMap(([other]) => [`**/${placeOf(other)}/**/*.entity`, `**/${placeOf(other)}/**/*.repository`]),
            message: `The ${module} module reaches other modules' tables through their exported services (docs/module-plan.md).`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.astro/**',
      'data/**',
      'coverage/**',
      'api/src/platform/database/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.astro',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['admin/**/*.{ts,tsx}', 'portal/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...ownTablesOnly,
  { files: Object.keys(ENTITY_EXCEPTIONS), rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);

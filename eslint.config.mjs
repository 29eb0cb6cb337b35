import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nx from '@nx/eslint-plugin';
import { createProjectGraphAsync } from '@nx/devkit';
import globals from 'globals';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const contractsPurity = require('./tools/eslint/contracts-purity.js');

// @nx/enforce-module-boundaries reads the project graph Nx caches in .nx/ and silently skips every
// check when there is none (a fresh clone linted before any `nx` command). Computing it here (about
// a second, no daemon) makes `eslint .` enforce the boundaries on its own.
process.env.NX_DAEMON ??= 'false';
process.env.NX_NO_CLOUD ??= 'true';
await createProjectGraphAsync({ exitOnError: true });

/**
 * Which project may import which, by the `nx.tags` in each package.json: an app imports libs only
 * (never another app), server-kit imports contracts only, contracts imports no other project.
 */
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:server-kit'] },
  { sourceTag: 'type:server-kit', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
];
/** The web app runs in the browser: contracts only (its package.json has no tag of its own). */
const webDepConstraints = [{ sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts'] }];
// Tests may import their own project by package name, through its public entry points, as its users do.
const boundaries = (constraints) => [
  'error',
  { allow: [], allowCircularSelfDependency: true, depConstraints: constraints },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.nx/**',
      'coverage/**',
      'test-artifacts/**',
      'var/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(depConstraints),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { '@nx/enforce-module-boundaries': boundaries(webDepConstraints) },
  },
  {
    // The browser imports libs/contracts: no Node builtins, no server-only packages.
    files: ['libs/contracts/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { portal: { rules: { 'contracts-purity': contractsPurity } } },
    rules: { 'portal/contracts-purity': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'scripts/**', 'tools/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts', 'e2e/**/*.ts', 'libs/server-kit/src/testing/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);

// @ts-check
/**
 * ESLint: Next's rules (with React Hooks and Core Web Vitals), TypeScript's, and a few of our own:
 * no import cycles, and the layers of ../shared/DESIGN.md (server/ and lib/ import nothing from
 * the UI, lib/ nothing from the server).
 */
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const layers = (from, forbidden, message) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group, `${group}/**`], message })) }],
  },
});

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.data/**',
      'mobile/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'server/db/migrations/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  layers(
    'server',
    ['@/components', '@/app', '../../components', '../../app', '../../../components'],
    'server/ imports nothing from components/ or app/ (DESIGN.md layout).',
  ),
  layers(
    'lib',
    ['@/components', '@/app', '@/server', '../server', '../../server', '../components'],
    'lib/ is browser-safe: nothing from server/, components/ or app/.',
  ),
  {
    // Tests read v1's answers loosely (getJson's body is any): a wrong field fails the assertion anyway.
    files: ['test/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests render bits of markup, not pages.
    files: ['**/*.test.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // CommonJS on purpose: Next loads the page cache handler with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;

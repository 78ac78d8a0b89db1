// @ts-check
/**
 * ESLint: Next's rules (with React Hooks and Core Web Vitals), TypeScript's, and a few of our own:
 * the layers of ../shared/DESIGN.md (server/ and lib/ import nothing from
 * the UI, lib/ nothing from the server but types: lib/api/endpoints.ts reads the v1 routes' type).
 */
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** `from` imports nothing from the `forbidden` folders; from the `typesOnly` ones, only types (erased at build). */
const layers = (from, forbidden, message, typesOnly = []) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((group) => ({ group: [group, `${group}/**`], message })),
          ...typesOnly.map((group) => ({ group: [group, `${group}/**`], message, allowTypeImports: true })),
        ],
      },
    ],
  },
});

// Import cycles are madge's (npm run lint:cycles, 9 s): eslint-plugin-import's no-cycle found the
// same ones in 104 of eslint's 122 s.
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
    ['@/components', '@/app', '../components', 'next/cache', 'next/headers', 'server-only'],
    'lib/ is browser-safe: nothing from components/ or app/, nothing only a server has (next/cache, next/headers, server-only), and only types from server/.',
    ['@/server', '../server', '../../server'],
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

import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // Server entry files import 'server-only', which throws outside a React server bundle.
      'server-only': path.join(root, 'test/server-only.ts'),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', '.data/**', 'e2e/**', 'mobile/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Its default on two CPUs is one worker; the tests spend much of their time waiting on
    // PostgreSQL and the Auth emulator, and two workers took the run from 253 s to 166 s.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
